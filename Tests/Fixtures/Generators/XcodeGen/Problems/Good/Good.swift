struct Good {}
