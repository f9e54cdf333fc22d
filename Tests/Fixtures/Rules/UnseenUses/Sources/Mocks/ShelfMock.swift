import GraphTestSupport

public final class ShelfMock: MockObject {
  public static let objectType: GraphAPI.Object = Objects.Shelf
  public func reset() {}
}
