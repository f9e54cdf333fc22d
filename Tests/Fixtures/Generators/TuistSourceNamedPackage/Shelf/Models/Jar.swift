struct Jar: Package {
  let label: String
  var isOpened = false
}
