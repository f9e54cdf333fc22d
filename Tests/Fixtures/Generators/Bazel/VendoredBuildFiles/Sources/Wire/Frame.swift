import CWire

/// One frame of the wire format, decoded by the vendored C codec.
public struct Frame {
  public var length: Int

  public init(length: Int) {
    self.length = length
  }
}
