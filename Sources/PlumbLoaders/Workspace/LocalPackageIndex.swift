import Foundation
import PlumbModel

/// Answers "which modules does product P of local package X stand for?" for every package in the workspace.
///
/// The Xcode project reader needs this to link an app target to a local package product
/// (`XCLocalSwiftPackageReference` + `XCSwiftPackageProductDependency`), and the graph builder uses it for
/// `.product(name:package:)` edges between local packages.
public struct LocalPackageIndex: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public var containerName: String
    public var packageName: String
    public var identity: String
    /// The package folder, relative to the analysed root, and absolute.
    public var directoryPath: String
    public var absolutePath: String
    /// Product name → the targets it vends, as module ids.
    public var products: [String: [ModuleID]]
  }

  public private(set) var entries: [Entry]

  public init(packages: [LoadedPackage]) {
    entries = packages.map { package in
      var products: [String: [ModuleID]] = [:]
      for product in package.manifest.products {
        products[product.name] = product.targets.map { ModuleID(container: package.containerName, name: $0) }
      }
      return Entry(
        containerName: package.containerName, packageName: package.manifest.name, identity: package.identity,
        directoryPath: package.directoryPath, absolutePath: package.directory.path, products: products)
    }
  }

  /// The local package a reference designates: a folder path (relative to the analysed root or absolute, with
  /// or without a trailing `Package.swift`), an identity (`core-kit`) or a package name (`CoreKit`).
  public func package(_ reference: String) -> Entry? {
    var path = reference
    if path.hasSuffix("/Package.swift") { path.removeLast("/Package.swift".count) }
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    let standardised = Self.normalised(path)
    if let byPath = entries.first(where: {
      $0.directoryPath == standardised || $0.absolutePath == standardised || $0.directoryPath == path
    }) {
      return byPath
    }
    if let throughLink = packageThroughSymbolicLink(standardised) { return throughLink }
    let lowered = reference.lowercased()
    let byIdentity = entries.filter { $0.identity == lowered }
    if byIdentity.count == 1 { return byIdentity[0] }
    let byName = entries.filter { $0.packageName.lowercased() == lowered }
    return byName.count == 1 ? byName[0] : nil
  }

  /// A folder that is a symbolic link to a package (AeroSpace's `xcode/aerospace-package-symlink`, a link to `..`, the
  /// root package): the package the link resolves to. Only asked when no path matches as written.
  private func packageThroughSymbolicLink(_ path: String) -> Entry? {
    guard let root = entries.first(where: { $0.directoryPath == "." })?.absolutePath
      ?? entries.first.map({ String($0.absolutePath.dropLast($0.directoryPath.count + 1)) })
    else { return nil }
    let absolute = path.hasPrefix("/") ? path : root + "/" + path
    let resolved = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().standardizedFileURL.path
    guard resolved != URL(fileURLWithPath: absolute).standardizedFileURL.path else { return nil }
    return entries.first {
      URL(fileURLWithPath: $0.absolutePath).resolvingSymlinksInPath().standardizedFileURL.path == resolved
    }
  }

  /// `a/./b/../c` → `a/c`, for relative and absolute paths alike.
  static func normalised(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// The modules of `product` in the package `packageReference` designates; nil when either is unknown.
  public func modules(forProduct product: String, inPackage packageReference: String) -> [ModuleID]? {
    package(packageReference)?.products[product]
  }
}
