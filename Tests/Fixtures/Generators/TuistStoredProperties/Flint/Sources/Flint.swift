/// A framework named from the shade it was given.
public struct Flint {
  public init() {}
}
