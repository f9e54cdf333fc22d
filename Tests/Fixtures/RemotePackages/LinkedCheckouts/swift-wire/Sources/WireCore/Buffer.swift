public struct Buffer {
  public private(set) var bytes: [UInt8] = []

  public init() {}

  public var count: Int { bytes.count }

  public mutating func append(_ more: [UInt8]) {
    bytes.append(contentsOf: more)
  }
}
