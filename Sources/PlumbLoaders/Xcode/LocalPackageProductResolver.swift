import PlumbModel

/// The seam between the Xcode and the SwiftPM halves of the graph: given a local package (its folder, relative
/// to the analysed root) and the name of one of its products, the modules (package targets) that product is
/// made of, or nil when the package is not loaded or has no such product.
///
/// The SwiftPM loader provides the real one; the Xcode mapper only asks.
public struct LocalPackageProductResolver: Sendable {
  private let resolveProduct: @Sendable (_ packagePath: String, _ product: String) -> [ModuleID]?

  public init(_ resolve: @escaping @Sendable (_ packagePath: String, _ product: String) -> [ModuleID]?) {
    self.resolveProduct = resolve
  }

  public func modules(packagePath: String, product: String) -> [ModuleID]? {
    resolveProduct(XcodePath.normalize(packagePath), product)
  }

  /// Knows no package: every local product falls back to an external node (with a warning).
  public static let none = LocalPackageProductResolver { _, _ in nil }
}
