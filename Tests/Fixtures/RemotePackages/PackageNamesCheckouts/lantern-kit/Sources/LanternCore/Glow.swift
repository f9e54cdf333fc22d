/// The light a lantern gives.
public struct Glow {
  public init() {}
}
