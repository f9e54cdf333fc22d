import PlumbModel

/// Checkstyle XML (read by Jenkins' Warnings plugin, Danger, reviewdog): one `<file>` per path.
public enum CheckstyleReporter: Reporter {
  public static let identifier = "checkstyle"
  public static let fileExtension = "xml"
  public static let summary = "Checkstyle XML, for Jenkins, reviewdog and Danger."

  public static func report(_ input: ReportInput, context: ReportContext) -> String {
    let items = ReportItem.all(input)
    // Findings with no location at all still have to sit in a <file>; the analysed root stands in for it.
    let byFile = Dictionary(grouping: items) { $0.location?.file ?? "." }
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for file in byFile.keys.sorted() {
      text += "  <file name=\"\(Escape.xml(input.absolutePath(file)))\">\n"
      for item in byFile[file]! {
        var attributes: [String] = []
        if let location = item.location, location.line > 0 {
          attributes.append("line=\"\(location.line)\"")
          if location.column > 0 { attributes.append("column=\"\(location.column)\"") }
        }
        attributes.append("severity=\"\(severity(item.severity))\"")
        let message = ([item.message] + item.notes).joined(separator: "\n")
        attributes.append("message=\"\(Escape.xml(message))\"")
        attributes.append("source=\"\(Escape.xml("plumb." + (item.ruleID ?? "input")))\"")
        text += "    <error \(attributes.joined(separator: " "))/>\n"
      }
      text += "  </file>\n"
    }
    return text + "</checkstyle>\n"
  }

  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "info"
    }
  }
}
