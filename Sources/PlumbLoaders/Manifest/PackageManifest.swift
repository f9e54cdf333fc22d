import PlumbModel

/// A Swift package as its Package.swift declares it, before anything is resolved: names as written, paths
/// relative to the package folder. Both manifest readers produce this value, so one can be checked against the
/// other.
public struct PackageManifest: Hashable, Codable, Sendable {
  public var name: String
  /// `5.9.0`, as SwiftPM normalises the `// swift-tools-version:` line; nil when the line is missing.
  public var toolsVersion: String?
  public var platforms: [PlatformRequirement]
  public var products: [ProductDeclaration]
  public var dependencies: [PackageDependencyDeclaration]
  public var targets: [TargetDeclaration]
  /// True when part of the manifest could not be read (the static reader met something it cannot evaluate,
  /// or read something that depends on the build environment); `diagnostics` says what and where.
  public var isIncomplete: Bool
  /// Whether all that could not be read is environment variables, read as unset: as an ordinary build reads the
  /// manifest (Xcode resolving packages, `swift build` without test-only variables such as GRDB's `SPI_BUILDER`).
  public var isCompleteForAnOrdinaryBuild: Bool {
    !isIncomplete
      || diagnostics.allSatisfy { $0.severity < .warning || $0.message.hasPrefix(Self.environmentWarningPrefix) }
  }

  /// How the warning about a read of an environment variable begins.
  static let environmentWarningPrefix = "reads the environment variable "
  /// Warnings about what could not be evaluated, and notes about choices made (an `#if` branch taken).
  public var diagnostics: [Diagnostic]
  /// Where the manifest has `#if` branches for an Apple platform that this reading did not take (on Linux): what they
  /// declare (periphery adds a macOS-only target and a dependency on it under `#if os(macOS)`) is unknown here.
  public var applePlatformBranches: [Location]?
  /// True when the package dependencies may be more than `dependencies` lists (an Apple-platform branch aside, see
  /// `applePlatformBranches`): one could not be read, or a statement that could not be evaluated may add some, as an
  /// ordinary build reads the manifest (environment variables unset). Nil means false.
  public var dependenciesMayBeIncomplete: Bool?
  /// True when the products may be more than `products` lists: the list, or one of its entries, could not be read.
  /// Nil means false.
  public var productsMayBeIncomplete: Bool?

  public init(
    name: String,
    toolsVersion: String? = nil,
    platforms: [PlatformRequirement] = [],
    products: [ProductDeclaration] = [],
    dependencies: [PackageDependencyDeclaration] = [],
    targets: [TargetDeclaration] = [],
    isIncomplete: Bool = false,
    diagnostics: [Diagnostic] = []
  ) {
    self.name = name
    self.toolsVersion = toolsVersion
    self.platforms = platforms
    self.products = products
    self.dependencies = dependencies
    self.targets = targets
    self.isIncomplete = isIncomplete
    self.diagnostics = diagnostics
  }

  public func target(named name: String) -> TargetDeclaration? {
    targets.first { $0.name == name }
  }

  public func product(named name: String) -> ProductDeclaration? {
    products.first { $0.name == name }
  }

  /// What the manifest declares, without where it says so or how completely it was read: the part two readers
  /// must agree on.
  public var declarationsOnly: PackageManifest {
    PackageManifest(
      name: name,
      toolsVersion: toolsVersion,
      platforms: platforms,
      products: products.map {
        var product = $0
        product.location = nil
        return product
      },
      dependencies: dependencies.map {
        var dependency = $0
        dependency.location = nil
        return dependency
      },
      targets: targets.map { $0.withoutLocations }
    )
  }
}
