struct Receipt {
  var lines: [String]
}
