public struct Beat: Equatable {
  public init() {}
}
