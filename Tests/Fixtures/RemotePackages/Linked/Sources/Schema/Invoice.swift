import WireFormat

public struct Invoice {
  public var total = 0

  public init() {}
}

extension Invoice: WireFormat.Record {}

public struct Receipt {
  public var lines: [String] = []

  public static func built() -> Receipt {
    Receipt()
  }
}
