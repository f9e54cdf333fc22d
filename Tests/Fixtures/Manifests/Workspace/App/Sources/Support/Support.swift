// Support
