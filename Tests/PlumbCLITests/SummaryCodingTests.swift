import Foundation
@testable import PlumbKit
import PlumbModel
import Testing

/// A module's summary written by hand in the analysis cache (`SummaryCoding`): every field reads back as written,
/// bytes cut short are refused, and a field the summary's types gain fails here until the coder writes it too.
@Suite struct SummaryCodingTests {
  /// A summary whose every field, nested ones included, differs from a new summary's.
  static var full: SourceFacts.ModuleFacts {
    var summary = SourceFacts.ModuleFacts(
      imports: [
        SourceFacts.Import(
          module: "Networking", location: Location(file: "App/Sources/Root.swift", line: 3, column: 1),
          attributes: ["testable", "_exported"], condition: "canImport(Networking) && DEBUG"),
        SourceFacts.Import(module: "Café", location: Location(file: "App/Ünïcode.swift", line: 7)),
      ],
      lines: 1_200, files: 14, types: 9, abstractTypes: 2,
      referencedModules: [ModuleID(container: "Packages/Core", name: "Core"), ModuleID(container: "App", name: "Kit")],
      memberNames: ["count", "map", ""], extensionMembers: ["apiClient"], typeAttributes: ["MainActor", "Reducer"],
      declaredTypes: ["Root", "RootView"], conformedTypes: ["ApiClient"], functions: 40,
      totalCyclomaticComplexity: 77, maxCyclomaticComplexity: 12, complexFunctions: 1, functionLines: 600)
    summary.generatedLines = 50
    summary.hasEntryPoint = true
    summary.calledFunctions = ["reportIssue"]
    summary.publicFunctions = ["makeRoot"]
    summary.typeQualifiers = ["ApolloAPI"]
    summary.documentedTargets = ["Core"]
    summary.typeNames = ["Outer.Inner", "TestClock"]
    summary.inheritance = ["Codable": ["Root", "RootView"], "UIViewController": ["RootView"], "Empty": []]
    summary.typeChecking = TypeCheckingLoad(
      longLiterals: 1, operatorChains: 2, untypedClosures: 3, deepGenerics: 4, constantClosures: 5)
    summary.assigningInitializers = 6
    summary.constantFunctions = -1
    summary.bundleResourceFunctions = 3
    summary.returnedTypes = ["makeView": ["MotionView"], "title": ["String", "Substring"]]
    summary.ownCode = .init(files: 10, lines: 900, functions: 30, maxCyclomaticComplexity: 11, untypedClosures: 2)
    return summary
  }

  /// The summary as `Codable` sees it: every field by name.
  static func fields(_ summary: SourceFacts.ModuleFacts) throws -> [String: Any] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try #require(JSONSerialization.jsonObject(with: encoder.encode(summary)) as? [String: Any])
  }

  static func json(_ summary: SourceFacts.ModuleFacts) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(summary)
  }

  static func decode(_ bytes: Data) throws -> SourceFacts.ModuleFacts {
    try bytes.withUnsafeBytes { try SummaryCoding.decode($0) }
  }

  @Test func everyFieldReadsBackAsWritten() throws {
    for summary in [Self.full, SourceFacts.ModuleFacts()] {
      let read = try Self.decode(SummaryCoding.encode(summary))
      #expect(try Self.json(read) == Self.json(summary))
    }
  }

  /// The full summary above differs from a new one in every field (so the test above reads each back), nested
  /// fields included.
  @Test func theFullSummarySetsEveryField() throws {
    let full = try Self.fields(Self.full)
    let empty = try Self.fields(SourceFacts.ModuleFacts())
    func text(_ value: Any?) throws -> Data {
      try JSONSerialization.data(withJSONObject: [value ?? NSNull()], options: .sortedKeys)
    }
    for (name, value) in full {
      #expect(try text(value) != text(empty[name]), "\(name) is a new summary's")
    }
    #expect(full["ownCode"] != nil)
    let imports = try #require(full["imports"] as? [[String: Any]])
    #expect(imports.first?.keys.sorted() == ["attributes", "condition", "location", "module"])
  }

  /// The fields `SummaryCoding` writes, type by type: a field added to any of them fails here until it is written.
  @Test func theCoderWritesEveryFieldTheTypesHave() {
    func names(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
    #expect(
      names(Self.full) == [
        "imports", "lines", "files", "generatedLines", "types", "abstractTypes", "referencedModules", "memberNames",
        "extensionMembers", "typeAttributes", "declaredTypes", "conformedTypes", "functions",
        "totalCyclomaticComplexity", "maxCyclomaticComplexity", "complexFunctions", "functionLines", "hasEntryPoint",
        "calledFunctions", "publicFunctions", "typeQualifiers", "documentedTargets", "typeNames", "inheritance",
        "returnedTypes", "typeChecking", "assigningInitializers", "constantFunctions", "bundleResourceFunctions",
        "ownCode",
      ])
    #expect(names(Self.full.imports[0]) == ["module", "location", "attributes", "condition"])
    #expect(names(Location(file: "F.swift")) == ["file", "line", "column"])
    #expect(
      names(TypeCheckingLoad()) == [
        "longLiterals", "operatorChains", "untypedClosures", "deepGenerics", "constantClosures",
      ])
    #expect(
      names(SourceFacts.ModuleFacts.CodeSize()) == [
        "files", "lines", "functions", "maxCyclomaticComplexity", "untypedClosures",
      ])
  }

  @Test func bytesCutShortOrWithMoreAreRefused() throws {
    let bytes = SummaryCoding.encode(Self.full)
    for cut in 0..<bytes.count {
      #expect(throws: (any Error).self, "cut at \(cut)") { try Self.decode(bytes.prefix(cut)) }
    }
    #expect(throws: (any Error).self) { try Self.decode(bytes + [0]) }
    for index in stride(from: 0, to: bytes.count, by: 7) {
      var damaged = bytes
      damaged[index] ^= 0xA5
      _ = try? Self.decode(damaged)
    }
  }
}
