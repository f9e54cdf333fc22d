import Foundation
import PlumbModel

/// Manifests already read in this process (`ProcessMemo`), by their text, where they are and the conditions they
/// were read under: reading is a function of these alone (it asks the disk nothing), so the same manifest is parsed
/// once. `plumb history` reads the same dozen manifests at every revision, and most of them did not change.
enum ManifestMemo {
  static let shared = ProcessMemo<Key, PackageManifest>(capacity: 512)

  struct Key: Hashable {
    var source: String
    var displayPath: String
    var packageDirectory: String
    var conditions: CompilationConditions
  }
}
