// SwiftPM builds the C code as the module CReader; the Xcode project compiles it through a bridging header and
// never defines SWIFT_PACKAGE.
#if SWIFT_PACKAGE
  import CReader
#endif

public struct Reader {
  public init() {}

  public func version() -> Int {
    Int(creader_version())
  }
}
