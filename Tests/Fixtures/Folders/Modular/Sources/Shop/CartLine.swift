struct CartLine {
  var quantity: Int
}
