public struct Till {
  public var package: Package
  public init(package: Package) { self.package = package }
}
