import Foundation
import PlumbModel

/// SARIF 2.1.0, the format GitHub code scanning, Azure DevOps and many IDEs import. Rules carry their metadata
/// (summary, rationale as help); result paths are relative to `SRCROOT`, which `originalUriBaseIds` resolves to the
/// analysed root when the input has one. Input diagnostics are tool execution notifications, not results.
public enum SARIFReporter: Reporter {
  public static let identifier = "sarif"
  public static let fileExtension = "sarif"
  public static let summary = "SARIF 2.1.0, for GitHub code scanning and IDEs."

  static let baseID = "SRCROOT"

  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }
  struct Run: Encodable {
    var tool: Tool
    var originalUriBaseIds: [String: ArtifactLocation]?
    var invocations: [Invocation]
    var results: [Result]
    var columnKind = "unicodeCodePoints"
  }
  struct Tool: Encodable { var driver: Driver }
  struct Driver: Encodable {
    var name = "plumb"
    var version: String
    var semanticVersion: String
    var rules: [Rule]
  }
  struct Message: Encodable {
    var text: String
    var markdown: String?
  }
  struct Rule: Encodable {
    struct Configuration: Encodable { var level: String }
    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message?
    var help: Message?
    var defaultConfiguration: Configuration
  }
  struct Invocation: Encodable {
    var executionSuccessful: Bool
    var toolExecutionNotifications: [Notification]
  }
  struct Notification: Encodable {
    var level: String
    var message: Message
    var locations: [ResultLocation]?
  }
  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int?
  }
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }
  struct ResultLocation: Encodable { var physicalLocation: PhysicalLocation }
  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [ResultLocation]?
    var partialFingerprints: [String: String]
    var properties: [String: [String]]?
  }

  public static func report(_ input: ReportInput, context: ReportContext) -> String {
    // Every result's rule must be in the driver's list, described or not.
    var rules = input.rules.map { info in
      Rule(
        id: info.id, name: pascalCase(info.id), shortDescription: .init(text: info.summary),
        fullDescription: .init(text: info.rationale),
        help: .init(text: "\(info.summary)\n\n\(info.rationale)", markdown: "**\(info.summary)**\n\n\(info.rationale)"),
        defaultConfiguration: .init(level: level(info.defaultSeverity)))
    }
    for id in Set(input.findings.map(\.ruleID)).subtracting(input.rules.map(\.id)).sorted() {
      rules.append(
        Rule(
          id: id, name: pascalCase(id), shortDescription: .init(text: id), fullDescription: nil, help: nil,
          defaultConfiguration: .init(level: "warning")))
    }
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })

    let results = input.findings.map { finding in
      let text = ([finding.message] + finding.notes).joined(separator: "\n")
      return Result(
        ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID]!, level: level(finding.severity),
        message: .init(text: text), locations: input.location(of: finding).map { [resultLocation($0)] },
        partialFingerprints: ["plumbFingerprint/v1": Escape.fnv1a(finding.fingerprint)],
        properties: finding.modules.isEmpty ? nil : ["modules": finding.modules.map(\.description)])
    }
    let notifications = input.diagnostics.map { diagnostic in
      Notification(
        level: level(diagnostic.severity), message: .init(text: diagnostic.message),
        locations: diagnostic.location.map { [resultLocation($0)] })
    }
    let run = Run(
      tool: .init(driver: .init(version: input.toolVersion, semanticVersion: input.toolVersion, rules: rules)),
      originalUriBaseIds: input.root.map { [baseID: ArtifactLocation(uri: directoryURI($0), uriBaseId: nil)] },
      invocations: [.init(executionSuccessful: true, toolExecutionNotifications: notifications)],
      results: results)
    return JSONText.encode(Log(runs: [run]))
  }

  static func resultLocation(_ location: Location) -> ResultLocation {
    let artifact =
      location.file.hasPrefix("/")
      ? ArtifactLocation(uri: URL(fileURLWithPath: location.file).absoluteString, uriBaseId: nil)
      : ArtifactLocation(uri: percentEncoded(location.file), uriBaseId: baseID)
    let region =
      location.line > 0
      ? Region(startLine: location.line, startColumn: location.column > 0 ? location.column : nil) : nil
    return ResultLocation(physicalLocation: .init(artifactLocation: artifact, region: region))
  }

  /// A relative URI reference: each path segment percent-encoded, `/` kept.
  static func percentEncoded(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":;")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  /// `file:///path/to/root/`: base URIs must end with a slash for relative references to resolve under them.
  static func directoryURI(_ url: URL) -> String {
    let text = URL(fileURLWithPath: url.path, isDirectory: true).absoluteString
    return text.hasSuffix("/") ? text : text + "/"
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// `no-cycles` → `NoCycles`, SARIF's convention for a rule's readable name.
  static func pascalCase(_ id: String) -> String {
    id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }
}
