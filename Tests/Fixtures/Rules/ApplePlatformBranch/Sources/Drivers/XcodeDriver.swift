#if os(macOS)
  import XcodeBridge
#endif

public struct XcodeDriver {
  public init() {}

  public func projects(in names: [String]) -> [String] {
    names.filter { $0.hasSuffix(".xcodeproj") }
  }
}
