import PlumbModel

/// Lines Xcode turns into issues in its navigator (a Run Script build phase): `path:line:col: error: message [rule]`.
/// Paths are absolute when the input has a root, since Xcode resolves them against nothing else.
public enum XcodeReporter: Reporter {
  public static let identifier = "xcode"
  public static let fileExtension = "txt"
  public static let summary = "path:line:col: error: message [rule], for Xcode build phases."

  public static func report(_ input: ReportInput, context: ReportContext) -> String {
    var text = ""
    for item in ReportItem.findings(input) {
      var place = ""
      if let location = item.location {
        place = input.absolutePath(location.file)
        if location.line > 0 { place += ":\(location.line)" }
        if location.line > 0 && location.column > 0 { place += ":\(location.column)" }
        place += ": "
      }
      let rule = item.ruleID.map { " [\($0)]" } ?? ""
      text += "\(place)\(item.severity.rawValue): \(item.message)\(rule)".escapingControlCharacters + "\n"
    }
    return text
  }
}
