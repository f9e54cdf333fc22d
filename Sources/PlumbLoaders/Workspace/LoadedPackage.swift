import Foundation

/// A package found in the workspace: its manifest as read, and where it lies.
public struct LoadedPackage: Hashable, Sendable {
  public var manifest: PackageManifest
  /// The manifest's path relative to the analysed root (`Packages/Core/Package.swift`).
  public var manifestPath: String
  /// The package folder, absolute and standardised.
  public var directory: URL
  /// The container name its modules carry: the package name, made unique within the workspace.
  public var containerName: String

  public init(manifest: PackageManifest, manifestPath: String, directory: URL, containerName: String? = nil) {
    self.manifest = manifest
    self.manifestPath = manifestPath
    self.directory = directory.standardizedFileURL
    self.containerName = containerName ?? manifest.name
  }

  /// SwiftPM's identity of a local package: its folder name, lower-cased.
  public var identity: String { directory.lastPathComponent.lowercased() }

  /// The package folder relative to the analysed root (`.` for the root itself).
  public var directoryPath: String {
    let parent = (manifestPath as NSString).deletingLastPathComponent
    return parent.isEmpty ? "." : parent
  }
}
