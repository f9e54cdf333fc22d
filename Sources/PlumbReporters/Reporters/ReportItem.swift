import PlumbModel

/// A finding or an input diagnostic, as the line-oriented reporters print them: diagnostics have no rule.
struct ReportItem {
  var ruleID: String?
  var severity: Severity
  var message: String
  var location: Location?
  var notes: [String]

  /// Findings and diagnostics together, in file, line, column order; diagnostics first where they tie.
  /// The findings alone, in location order: for the terminal reporters, which leave input problems to standard error.
  static func findings(_ input: ReportInput) -> [ReportItem] {
    var findingsOnly = input
    findingsOnly.diagnostics = []
    return all(findingsOnly)
  }

  static func all(_ input: ReportInput) -> [ReportItem] {
    let diagnostics = input.diagnostics.map {
      ReportItem(ruleID: nil, severity: $0.severity, message: $0.message, location: $0.location, notes: [])
    }
    let findings = input.findings.map {
      ReportItem(
        ruleID: $0.ruleID, severity: $0.severity, message: $0.message, location: input.location(of: $0), notes: $0.notes
      )
    }
    return (diagnostics + findings).enumerated().sorted { a, b in
      let l = a.element.location ?? Location(file: "")
      let r = b.element.location ?? Location(file: "")
      if l != r { return l < r }
      return a.offset < b.offset
    }.map(\.element)
  }
}
