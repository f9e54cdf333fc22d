import PlumbModel

/// The seam between the Xcode and the SwiftPM halves of the graph: given a local package (its folder, relative
/// to the analysed root) and the name of one of its products, the modules (package targets) that product is
/// made of, or nil when the package is not loaded or has no such product.
///
/// The SwiftPM loader provides the real one; the Xcode mapper only asks.
public struct LocalPackageProductResolver: Sendable {
  private let resolveProduct: @Sendable (_ packagePath: String, _ product: String) -> [ModuleID]?
  private let packagesWithProduct: @Sendable (_ product: String) -> [String]
  /// Remote packages by the products that local manifests name of them (`.product(name: "X", package: "y")`).
  public var remotePackagesByProduct: [String: String] = [:]
  /// The remote packages whose checkouts plumb read; nil when it found none. A product is tied to its package only by
  /// the package's manifest (`RevenueCat` is a product of `purchases-ios`), so without them a product linked without
  /// naming its package stays unknown.
  public var checkouts: CheckedOutProducts?

  /// The products of the remote packages read from their checkouts.
  public struct CheckedOutProducts: Sendable {
    /// Each checked-out package that declares a product of that name: its identity and its location (the URL a
    /// `Package.resolved` pins, else the checkout's folder), by identity.
    public var packagesWithProduct: @Sendable (_ product: String) -> [(identity: String, location: String)]

    public init(packagesWithProduct: @escaping @Sendable (_ product: String) -> [(identity: String, location: String)]) {
      self.packagesWithProduct = packagesWithProduct
    }
  }

  /// - Parameters:
  ///   - resolve: the modules of a product of the package at a root-relative folder.
  ///   - packagesWithProduct: the folders of every local package that vends a product of that name.
  public init(
    _ resolve: @escaping @Sendable (_ packagePath: String, _ product: String) -> [ModuleID]?,
    packagesWithProduct: @escaping @Sendable (_ product: String) -> [String] = { _ in [] }
  ) {
    self.resolveProduct = resolve
    self.packagesWithProduct = packagesWithProduct
  }

  /// The URL of the remote package a local manifest names `product` of, if any.
  public func remotePackage(withProduct product: String) -> String? { remotePackagesByProduct[product] }

  /// The folders of the workspace's packages that vend `product`, for a product linked without naming its package.
  public func packages(withProduct product: String) -> [String] {
    packagesWithProduct(product)
  }

  public func modules(packagePath: String, product: String) -> [ModuleID]? {
    resolveProduct(XcodePath.normalize(packagePath), product)
  }

  /// Knows no package: every local product falls back to an external node (with a warning).
  public static let none = LocalPackageProductResolver { _, _ in nil }
}
