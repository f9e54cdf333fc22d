import PlumbModel

/// Findings, input diagnostics and a summary as JSON (the schema is documented in README, "JSON report").
public enum JSONReporter: Reporter {
  public static let identifier = "json"
  public static let fileExtension = "json"
  public static let summary = "Findings, diagnostics and a summary as JSON, for scripts."

  /// Bumped whenever a field changes meaning or disappears.
  static let schemaVersion = 1

  struct Document: Encodable {
    struct Tool: Encodable {
      var name: String
      var version: String
    }
    struct Summary: Encodable {
      var errors: Int
      var warnings: Int
      var notes: Int
      var modules: Int
    }
    struct Item: Encodable {
      var rule: String?
      var severity: String
      var message: String
      var file: String?
      var line: Int?
      var column: Int?
      var modules: [String]?
      var symbol: String?
      var notes: [String]?
      var fingerprint: String?
    }
    var schemaVersion: Int
    var tool: Tool
    var summary: Summary
    var findings: [Item]
    var diagnostics: [Item]
    var metrics: [ModuleMetrics]?
  }

  public static func report(_ input: ReportInput, context: ReportContext) -> String {
    let severities = input.findings.map(\.severity) + input.diagnostics.map(\.severity)
    func count(_ severity: Severity) -> Int { severities.filter { $0 == severity }.count }
    let document = Document(
      schemaVersion: schemaVersion,
      tool: .init(name: "plumb", version: input.toolVersion),
      summary: .init(
        errors: count(.error), warnings: count(.warning), notes: count(.note), modules: input.analysedModuleCount),
      findings: input.findings.map { finding in
        let location = input.location(of: finding)
        return Document.Item(
          rule: finding.ruleID, severity: finding.severity.rawValue, message: finding.message, file: location?.file,
          line: location.flatMap { $0.line > 0 ? $0.line : nil },
          column: location.flatMap { $0.column > 0 ? $0.column : nil },
          modules: finding.modules.map(\.description), symbol: finding.symbol, notes: finding.notes,
          fingerprint: finding.fingerprint)
      },
      diagnostics: input.diagnostics.map { diagnostic in
        Document.Item(
          rule: nil, severity: diagnostic.severity.rawValue, message: diagnostic.message,
          file: diagnostic.location?.file,
          line: diagnostic.location.flatMap { $0.line > 0 ? $0.line : nil },
          column: diagnostic.location.flatMap { $0.column > 0 ? $0.column : nil })
      },
      metrics: input.metrics)
    return JSONText.encode(document)
  }
}
