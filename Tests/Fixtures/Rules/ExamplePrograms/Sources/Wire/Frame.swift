public struct Frame: Equatable {
  public var bytes: [UInt8]
  public init(bytes: [UInt8]) { self.bytes = bytes }
  public var isEmpty: Bool { bytes.isEmpty }
}
