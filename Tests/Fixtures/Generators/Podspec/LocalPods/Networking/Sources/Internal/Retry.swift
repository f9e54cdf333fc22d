struct Retry {
  var attempts: Int
}
