import Foundation
import PlumbModel

/// A module's summary (`SourceFacts.ModuleFacts`) in the analysis cache's summaries section, written by hand with
/// `BinaryWriter` instead of `BinaryCoding`: a run after an edit decodes every module's summary (the rules read them
/// all) and encodes the edited module's, and the generic coder spent most of that time finding keys and casting
/// types. Every field in the order the type declares it; integers as 8 bytes, strings and lists length-prefixed,
/// dictionaries in their keys' order, an optional as a 0 or 1 then its value.
///
/// Unlike `Codable`, this does not follow a field the type gains: `SummaryCodingTests` counts the fields of every
/// type written here and fails when one is added, so that it is added here too.
enum SummaryCoding {
  static func encode(_ summary: SourceFacts.ModuleFacts) -> Data {
    var writer = BinaryWriter()
    encode(summary, into: &writer)
    return writer.data
  }

  /// The summary's bytes, appended to `writer`.
  static func encode(_ summary: SourceFacts.ModuleFacts, into writer: inout BinaryWriter) {
    writer.integer(summary.imports.count)
    for entry in summary.imports {
      writer.string(entry.module)
      writer.string(entry.location.file)
      writer.integer(entry.location.line)
      writer.integer(entry.location.column)
      strings(entry.attributes, to: &writer)
      optional(entry.condition, to: &writer) { $0.string($1) }
    }
    writer.integer(summary.lines)
    writer.integer(summary.files)
    writer.integer(summary.generatedLines)
    writer.integer(summary.types)
    writer.integer(summary.abstractTypes)
    writer.integer(summary.referencedModules.count)
    for module in summary.referencedModules {
      writer.string(module.container)
      writer.string(module.name)
    }
    strings(summary.memberNames, to: &writer)
    strings(summary.extensionMembers, to: &writer)
    strings(summary.typeAttributes, to: &writer)
    strings(summary.declaredTypes, to: &writer)
    strings(summary.conformedTypes, to: &writer)
    writer.integer(summary.functions)
    writer.integer(summary.totalCyclomaticComplexity)
    writer.integer(summary.maxCyclomaticComplexity)
    writer.integer(summary.complexFunctions)
    writer.integer(summary.functionLines)
    writer.integer(summary.hasEntryPoint ? 1 : 0)
    strings(summary.calledFunctions, to: &writer)
    strings(summary.publicFunctions, to: &writer)
    strings(summary.typeQualifiers, to: &writer)
    strings(summary.documentedTargets, to: &writer)
    strings(summary.typeNames, to: &writer)
    writer.integer(summary.inheritance.count)
    for (name, types) in summary.inheritance.sorted(by: { $0.key < $1.key }) {
      writer.string(name)
      strings(types, to: &writer)
    }
    writer.integer(summary.returnedTypes.count)
    for (name, types) in summary.returnedTypes.sorted(by: { $0.key < $1.key }) {
      writer.string(name)
      strings(types, to: &writer)
    }
    let load = summary.typeChecking
    writer.integer(load.longLiterals)
    writer.integer(load.operatorChains)
    writer.integer(load.untypedClosures)
    writer.integer(load.deepGenerics)
    writer.integer(load.constantClosures)
    writer.integer(summary.assigningInitializers)
    writer.integer(summary.constantFunctions)
    writer.integer(summary.bundleResourceFunctions)
    optional(summary.ownCode, to: &writer) { writer, size in
      writer.integer(size.files)
      writer.integer(size.lines)
      writer.integer(size.functions)
      writer.integer(size.maxCyclomaticComplexity)
      writer.integer(size.untypedClosures)
    }
  }

  /// What `encode` wrote; throws on bytes that end early or hold more.
  static func decode(_ raw: UnsafeRawBufferPointer) throws -> SourceFacts.ModuleFacts {
    var reader = BinaryReader(raw)
    var summary = SourceFacts.ModuleFacts()
    let importCount = try reader.count()
    summary.imports.reserveCapacity(importCount)
    for _ in 0..<importCount {
      let module = try reader.string()
      let location = Location(file: try reader.string(), line: try reader.int(), column: try reader.int())
      let attributes = try strings(&reader)
      let condition = try optional(&reader) { try $0.string() }
      summary.imports.append(
        SourceFacts.Import(module: module, location: location, attributes: attributes, condition: condition))
    }
    summary.lines = try reader.int()
    summary.files = try reader.int()
    summary.generatedLines = try reader.int()
    summary.types = try reader.int()
    summary.abstractTypes = try reader.int()
    let moduleCount = try reader.count()
    summary.referencedModules.reserveCapacity(moduleCount)
    for _ in 0..<moduleCount {
      summary.referencedModules.append(ModuleID(container: try reader.string(), name: try reader.string()))
    }
    summary.memberNames = try strings(&reader)
    summary.extensionMembers = try strings(&reader)
    summary.typeAttributes = try strings(&reader)
    summary.declaredTypes = try strings(&reader)
    summary.conformedTypes = try strings(&reader)
    summary.functions = try reader.int()
    summary.totalCyclomaticComplexity = try reader.int()
    summary.maxCyclomaticComplexity = try reader.int()
    summary.complexFunctions = try reader.int()
    summary.functionLines = try reader.int()
    summary.hasEntryPoint = try reader.flag()
    summary.calledFunctions = try strings(&reader)
    summary.publicFunctions = try strings(&reader)
    summary.typeQualifiers = try strings(&reader)
    summary.documentedTargets = try strings(&reader)
    summary.typeNames = try strings(&reader)
    let inheritanceCount = try reader.count()
    summary.inheritance.reserveCapacity(inheritanceCount)
    for _ in 0..<inheritanceCount {
      let name = try reader.string()
      summary.inheritance[name] = try strings(&reader)
    }
    let returnedCount = try reader.count()
    summary.returnedTypes.reserveCapacity(returnedCount)
    for _ in 0..<returnedCount {
      let name = try reader.string()
      summary.returnedTypes[name] = try strings(&reader)
    }
    summary.typeChecking = TypeCheckingLoad(
      longLiterals: try reader.int(), operatorChains: try reader.int(), untypedClosures: try reader.int(),
      deepGenerics: try reader.int(), constantClosures: try reader.int())
    summary.assigningInitializers = try reader.int()
    summary.constantFunctions = try reader.int()
    summary.bundleResourceFunctions = try reader.int()
    summary.ownCode = try optional(&reader) { reader in
      SourceFacts.ModuleFacts.CodeSize(
        files: try reader.int(), lines: try reader.int(), functions: try reader.int(),
        maxCyclomaticComplexity: try reader.int(), untypedClosures: try reader.int())
    }
    guard reader.isAtEnd else { throw AnalysisSections.Malformed() }
    return summary
  }

  private static func strings(_ values: [String], to writer: inout BinaryWriter) {
    writer.integer(values.count)
    for value in values { writer.string(value) }
  }

  private static func strings(_ reader: inout BinaryReader) throws -> [String] {
    let count = try reader.count()
    var values: [String] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try reader.string()) }
    return values
  }

  private static func optional<T>(
    _ value: T?, to writer: inout BinaryWriter, _ write: (inout BinaryWriter, T) -> Void
  ) {
    guard let value else {
      writer.integer(0)
      return
    }
    writer.integer(1)
    write(&writer, value)
  }

  private static func optional<T>(_ reader: inout BinaryReader, _ read: (inout BinaryReader) throws -> T) throws -> T? {
    guard try reader.flag() else { return nil }
    return try read(&reader)
  }
}
