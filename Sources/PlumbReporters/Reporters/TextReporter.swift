import PlumbModel

/// For a terminal: `path:line:col: severity: message [rule]`, notes indented below, then a summary line. Paths are
/// shown from the current directory (the context's prefix), input problems are left to standard error.
/// Colour only when the context asks for it (a TTY without `NO_COLOR`).
public enum TextReporter: Reporter {
  public static let identifier = "text"
  public static let fileExtension = "txt"
  public static let summary = "Readable lines for a terminal, with a summary (colour on a TTY unless NO_COLOR is set)."

  public static func report(_ input: ReportInput, context: ReportContext) -> String {
    let paint = ANSI(enabled: context.colored)
    var text = ""
    for item in ReportItem.findings(input) {
      let place = item.location.map { location -> String in
        var shown = location
        if !shown.file.isEmpty && !shown.file.hasPrefix("/") { shown.file = context.pathPrefix + shown.file }
        return paint.bold("\(shown): ".escapingControlCharacters)
      } ?? ""
      let rule = item.ruleID.map { paint.dim(" [\($0)]") } ?? ""
      text += "\(place)\(paint.severity(item.severity)): \(item.message.escapingControlCharacters)\(rule)\n"
      for note in item.notes { text += "    \(paint.dim("note:")) \(note.escapingControlCharacters)\n" }
    }
    let stderr = input.diagnostics.isEmpty ? "" : " (on stderr)"
    text += paint.bold("plumb: \(input.summaryLine)\(stderr)") + "\n"
    return text
  }
}

/// ANSI escape sequences, or nothing when colour is off.
struct ANSI {
  var enabled: Bool

  func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }

  func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: wrap("error", "1;31")
    case .warning: wrap("warning", "1;33")
    case .note: wrap("note", "1;36")
    }
  }
}
