import ProjectDescription

/// Where the fixture's apps run. `product: .app` is still `Product.app`: the context's type decides.
extension Destinations {
  public static let app: Destinations = [.iPhone, .iPad]
}
