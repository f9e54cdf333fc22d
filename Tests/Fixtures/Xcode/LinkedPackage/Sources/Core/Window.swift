/// A window the app tiles.
public struct Window: Equatable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The window split in two side by side.
  public func halves() -> [Window] {
    [Window(width: width / 2, height: height), Window(width: width - width / 2, height: height)]
  }
}
