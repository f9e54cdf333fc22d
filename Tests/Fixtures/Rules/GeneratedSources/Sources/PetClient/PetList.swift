/// What the app shows of the pets the generated client fetches.
public struct PetList {
  public var names: [String]
  public init(names: [String]) { self.names = names }
  public var isEmpty: Bool { names.isEmpty }
}
