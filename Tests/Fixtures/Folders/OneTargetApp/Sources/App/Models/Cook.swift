struct Cook {
  var name: String
}
