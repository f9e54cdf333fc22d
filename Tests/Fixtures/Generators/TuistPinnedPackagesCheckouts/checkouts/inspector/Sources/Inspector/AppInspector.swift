public struct AppInspector {
  public init() {}
}
