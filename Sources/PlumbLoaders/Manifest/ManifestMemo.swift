import Foundation
import PlumbModel

/// Manifests already read in this process, by their text, where they are and the conditions they were read under:
/// reading is a function of these alone (it asks the disk nothing), so the same manifest is parsed once.
/// `plumb history` reads the same dozen manifests at every revision, and most of them did not change; a single
/// run reads each once and only pays for the look-up. Bounded: emptied when it holds `capacity` manifests.
final class ManifestMemo: @unchecked Sendable {
  static let shared = ManifestMemo()
  static let capacity = 512

  struct Key: Hashable {
    var source: String
    var displayPath: String
    var packageDirectory: String
    var conditions: CompilationConditions
  }

  private let lock = NSLock()
  private var readings: [Key: PackageManifest] = [:]

  /// The reading of `key`, made by `read` the first time.
  func manifest(for key: Key, read: () -> PackageManifest) -> PackageManifest {
    if let known = lock.withLock({ readings[key] }) { return known }
    let manifest = read()
    lock.withLock {
      if readings.count >= Self.capacity { readings.removeAll() }
      readings[key] = manifest
    }
    return manifest
  }
}
