import Artwork

public final class FarewellScreen {
  public init() {}

  public func heading() -> String {
    Artwork.nod.title()
  }
}
