import Foundation

/// A package of the catalogue: a source file of the app that happens to be called `Package.swift`, not a manifest.
final class Package {
  let name: String
  let version: String

  init(name: String, version: String) {
    self.name = name
    self.version = version
  }

  var title: String { "\(name) \(version)" }
}
