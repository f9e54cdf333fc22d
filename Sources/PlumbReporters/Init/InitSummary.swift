import Foundation
import PlumbModel

/// What `plumb init` says after writing `.plumb.yml`: the text it wrote, what `plumb check` finds with it, and
/// where the baseline went when one was asked for.
public struct InitSummary: Sendable {
  /// The configuration file as the user names it (relative to the current directory when inside it).
  public var configurationPath: String
  public var yaml: String
  /// What `plumb check` finds with the written configuration today.
  public var findings: [Finding]
  /// The folder as the user gave it, for the commands the summary suggests.
  public var folder: String
  /// The baseline file as the user names it, when one was written.
  public var baselinePath: String?

  public init(configurationPath: String, yaml: String, findings: [Finding], folder: String, baselinePath: String?) {
    self.configurationPath = configurationPath
    self.yaml = yaml
    self.findings = findings
    self.folder = folder
    self.baselinePath = baselinePath
  }

  public var text: String {
    var lines = ["plumb: wrote \(configurationPath):", "", yaml]
    let byRule = Dictionary(grouping: findings, by: \.ruleID).map { "\($0.key) \($0.value.count)" }.sorted()
    let errors = findings.filter { $0.severity == .error }.count
    let plural = findings.count == 1 ? "" : "s"
    if findings.isEmpty {
      lines.append("plumb check with it: clean (no finding).")
    } else {
      lines.append(
        "plumb check with it: \(findings.count) finding\(plural), \(errors) at error severity "
          + "(\(byRule.joined(separator: ", "))). Run `plumb check \(folder)` to see them.")
    }
    if let baselinePath {
      lines.append(
        "plumb: recorded \(findings.count) finding\(plural) in \(baselinePath); "
          + "`plumb check --baseline \(baselinePath) \(folder)` reports only new ones.")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
