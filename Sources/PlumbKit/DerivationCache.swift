import Foundation
import PlumbModel
import PlumbScanner

/// What one analysis snapshot's scan derived file by file, beside the analysis cache (`derived-v1.bin`, sealed the
/// same way): the interface digest of its files and every file's edge uses (`WorkspaceScan.Derivation`). With the
/// snapshot's hashes, roles and summaries it is the `PreviousDerivation` of the next run whose files changed, which
/// then resolves, classifies and summarizes again only what the change reaches.
///
/// Stored under the snapshot's generation (`AnalysisCache.Snapshot.generation`): read only for that snapshot, and only
/// over the same module graph (modules are stored by their place in it). A small binary file, rewritten whole and
/// atomically with each new snapshot; a damaged, foreign or another plumb's file is ignored (the derivation is then
/// done whole, as without it).
final class DerivationCache: Sendable {
  static let fileName = "derived-v1.bin"
  static let magic = "PLUMBDV1"

  let file: URL
  let identity: String

  init(folder: URL, toolVersion: String, binary: String = FindingsCache.binaryStamp) {
    file = folder.appendingPathComponent(Self.fileName)
    identity = "plumb \(toolVersion); facts \(FactsCache.schemaVersion); derived 1; binary \(binary)"
  }

  /// The derivation stored for the snapshot `generation` over `graph`; nil when there is none or it is another's.
  func derivation(generation: String, graph: ModuleGraph) -> WorkspaceScan.Derivation? {
    CacheWrites.wait()
    guard !generation.isEmpty, let data = try? Data(contentsOf: file),
      let body = try? SealedFile.open(data, magic: Self.magic, identity: identity)
    else { return nil }
    return try? body.withUnsafeBytes { raw -> WorkspaceScan.Derivation? in
      var reader = BinaryReader(raw)
      guard try reader.string() == generation else { return nil }
      let modules = graph.modules.map(\.id)
      guard try reader.count() == modules.count else { return nil }
      for module in modules {
        guard try reader.string() == module.container, try reader.string() == module.name else { return nil }
      }
      func module() throws -> ModuleID {
        let index = try reader.integer()
        guard index < UInt64(modules.count) else { throw AnalysisSections.Malformed() }
        return modules[Int(index)]
      }
      let interface = ContentHash(high: try reader.integer(), low: try reader.integer(), length: try reader.integer())
      let fileCount = try reader.count()
      var uses: [String: [FileEdgeUses]] = [:]
      uses.reserveCapacity(fileCount)
      for _ in 0..<fileCount {
        let path = try reader.string()
        func locations() throws -> [ModuleID: Location] {
          let count = try reader.count()
          var result: [ModuleID: Location] = [:]
          for _ in 0..<count {
            let target = try module()
            result[target] = Location(file: path, line: Int(try reader.integer()), column: Int(try reader.integer()))
          }
          return result
        }
        var fileUses: [FileEdgeUses] = []
        for _ in 0..<(try reader.count()) {
          let owner = try module()
          fileUses.append(FileEdgeUses(module: owner, imports: try locations(), references: try locations()))
        }
        uses[path] = fileUses
      }
      guard reader.isAtEnd else { throw AnalysisSections.Malformed() }
      return WorkspaceScan.Derivation(interface: interface, uses: uses)
    }
  }

  /// Keeps `derivation` as the one of the snapshot `generation` over `graph`, replacing what the file held.
  func store(_ derivation: WorkspaceScan.Derivation, generation: String, graph: ModuleGraph) {
    CacheWrites.perform { self.write(derivation, generation: generation, graph: graph) }
  }

  private func write(_ derivation: WorkspaceScan.Derivation, generation: String, graph: ModuleGraph) {
    let modules = graph.modules.map(\.id)
    var places: [ModuleID: Int] = [:]
    for (place, module) in modules.enumerated() where places[module] == nil { places[module] = place }
    var writer = BinaryWriter()
    writer.string(generation)
    writer.integer(modules.count)
    for module in modules {
      writer.string(module.container)
      writer.string(module.name)
    }
    writer.integer(derivation.interface.high)
    writer.integer(derivation.interface.low)
    writer.integer(derivation.interface.length)
    writer.integer(derivation.uses.count)
    for (path, fileUses) in derivation.uses {
      writer.string(path)
      writer.integer(fileUses.count)
      for uses in fileUses {
        // Edge uses name modules of the graph they were made over, which is this one.
        guard let owner = places[uses.module] else { return }
        writer.integer(owner)
        for locations in [uses.imports, uses.references] {
          writer.integer(locations.count)
          for (target, location) in locations {
            guard let place = places[target] else { return }
            writer.integer(place)
            writer.integer(location.line)
            writer.integer(location.column)
          }
        }
      }
    }
    _ = SealedFile.write(SealedFile.seal(writer.data, magic: Self.magic, identity: identity), to: file)
  }
}
