import Schema

public func printSlip() {
  let receipt = Receipt.built()
  print(receipt.lines)
}
