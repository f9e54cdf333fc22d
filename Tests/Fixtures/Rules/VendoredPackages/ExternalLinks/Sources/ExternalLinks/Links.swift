/// Opens links to other apps, once each.
public struct Links {
  public private(set) var opened: Set<String> = []

  public init() {}

  public mutating func open(_ link: String) -> Bool {
    if opened.contains(link) { return false }
    opened.insert(link)
    return true
  }
}
