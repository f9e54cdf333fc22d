import Receipts

public struct ReceiptView {
  public var receipt: Receipt
}
