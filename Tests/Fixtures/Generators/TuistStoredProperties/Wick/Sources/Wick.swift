/// A framework named from its palette's default shade.
public struct Wick {
  public init() {}
}
