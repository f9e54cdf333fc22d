import ShelfIndex

public struct PanelOrder {
  public var panels: ShelfIndex<String> = []

  public init() {}

  public mutating func add(_ panel: String) {
    panels.append(panel)
  }
}
