import Schema

public func charge(_ amount: Int) -> Invoice {
  let invoice = Invoice.built { $0.total = amount }
  print(invoice.total)
  return invoice
}
