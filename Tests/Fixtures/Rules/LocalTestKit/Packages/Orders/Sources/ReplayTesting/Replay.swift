public struct Replay {
  public private(set) var steps: [String] = []

  public init() {}

  public mutating func record(_ step: String) {
    if steps.last != step { steps.append(step) }
  }
}
