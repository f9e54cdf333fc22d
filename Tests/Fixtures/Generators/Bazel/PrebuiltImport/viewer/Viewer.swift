import Dial

/// Shows the prebuilt dial's range.
public struct Viewer {
  public let dial = Dial(lower: 0, upper: 10)

  public init() {}

  public var range: Double { dial.upper - dial.lower }
}
