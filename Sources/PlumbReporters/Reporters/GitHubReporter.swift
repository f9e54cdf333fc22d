import Foundation
import PlumbModel

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
/// `::error file=...,line=...,col=...,title=rule::message`, escaped as the runner expects.
public enum GitHubReporter: Reporter {
  public static let identifier = "github"
  public static let fileExtension = "txt"
  public static let summary = "GitHub Actions annotations (::error file=...::message)."

  public static func report(_ input: ReportInput, context: ReportContext) -> String {
    var text = ""
    for item in ReportItem.all(input) {
      var properties: [String] = []
      if let location = item.location {
        properties.append("file=\(escapeProperty(location.file))")
        if location.line > 0 { properties.append("line=\(location.line)") }
        if location.line > 0 && location.column > 0 { properties.append("col=\(location.column)") }
      }
      properties.append("title=\(escapeProperty(item.ruleID ?? "plumb"))")
      let message = ([item.message] + item.notes).joined(separator: "\n")
      text += "::\(command(item.severity)) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }
    return text
  }

  static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// The message part: `%`, CR and LF are encoded (the runner decodes them).
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Property values additionally encode `:` and `,`, which separate properties.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text)
      .replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
