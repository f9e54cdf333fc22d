import PlumbModel

/// Code Climate JSON, the format of GitLab's code quality report (`artifacts: reports: codequality`).
public enum CodeClimateReporter: Reporter {
  public static let identifier = "codeclimate"
  public static let fileExtension = "json"
  public static let summary = "Code Climate JSON, for GitLab code quality reports."

  struct Issue: Encodable {
    struct Location: Encodable {
      struct Lines: Encodable { var begin: Int }
      var path: String
      var lines: Lines
    }
    var type = "issue"
    var check_name: String
    var description: String
    var content: [String: String]?
    var categories: [String]
    var fingerprint: String
    var severity: String
    var location: Location
  }

  public static func report(_ input: ReportInput, context: ReportContext) -> String {
    var seen: [String: Int] = [:]
    let issues = input.findings.map { finding -> Issue in
      let location = input.location(of: finding)
      // GitLab needs unique fingerprints; two findings alike except for their place get a counter.
      let occurrence = seen[finding.fingerprint, default: 0]
      seen[finding.fingerprint] = occurrence + 1
      let key = occurrence == 0 ? finding.fingerprint : "\(finding.fingerprint)|\(occurrence)"
      return Issue(
        check_name: finding.ruleID,
        description: finding.message,
        content: finding.notes.isEmpty ? nil : ["body": finding.notes.joined(separator: "\n")],
        categories: ["Complexity"],
        fingerprint: Escape.fnv1a(key),
        severity: severity(finding.severity),
        location: .init(path: location?.file ?? ".", lines: .init(begin: max(location?.line ?? 1, 1))))
    }
    return JSONText.encode(issues)
  }

  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "major"
    case .warning: "minor"
    case .note: "info"
    }
  }
}
