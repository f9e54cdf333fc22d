struct MacListView {}
