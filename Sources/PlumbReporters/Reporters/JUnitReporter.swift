import PlumbModel

/// JUnit XML for CI test dashboards: one test suite per rule, one failing test case per finding, and a passing
/// test case for each rule that found nothing (so a clean run shows green, not empty).
public enum JUnitReporter: Reporter {
  public static let identifier = "junit"
  public static let fileExtension = "xml"
  public static let summary = "JUnit XML: a test suite per rule, a test case per finding."

  public static func report(_ input: ReportInput, context: ReportContext) -> String {
    let byRule = Dictionary(grouping: input.findings, by: \.ruleID)
    let ruleIDs = Set(input.rules.map(\.id)).union(byRule.keys).sorted()
    let failures = input.findings.filter { $0.severity == .error }.count
    var suites: [String] = []
    var testCount = 0
    for ruleID in ruleIDs {
      let findings = byRule[ruleID] ?? []
      let ruleFailures = findings.filter { $0.severity == .error }.count
      let classname = Escape.xml("plumb." + ruleID)
      var cases: [String] = []
      if findings.isEmpty {
        cases.append("    <testcase classname=\"\(classname)\" name=\"\(Escape.xml(ruleID))\"/>\n")
      }
      for finding in findings {
        let location = input.location(of: finding)
        let name = location.map { "\($0): \(finding.message)" } ?? finding.message
        let element: String
        if finding.severity == .error {
          var body = finding.message
          if let location {
            body += "\nat \(input.absolutePath(location.file))\(location.line > 0 ? ":\(location.line)" : "")"
          }
          for note in finding.notes { body += "\nnote: \(note)" }
          let message = Escape.xml(finding.message)
          element = "<failure type=\"error\" message=\"\(message)\">\(Escape.xmlText(body))</failure>"
        } else {
          // Warnings and notes do not fail the check, so they do not fail the test either: reported as skipped.
          element = "<skipped message=\"\(Escape.xml("\(finding.severity.rawValue): \(finding.message)"))\"/>"
        }
        cases.append(
          "    <testcase classname=\"\(classname)\" name=\"\(Escape.xml(name))\">\n      \(element)\n    </testcase>\n")
      }
      testCount += cases.count
      let skipped = findings.count - ruleFailures
      suites.append(
        "  <testsuite name=\"\(Escape.xml(ruleID))\" tests=\"\(cases.count)\" failures=\"\(ruleFailures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
          + cases.joined() + "  </testsuite>\n")
    }
    if suites.isEmpty {
      // No rule ran: still one passing test, so dashboards see the check happened.
      testCount = 1
      suites.append(
        "  <testsuite name=\"plumb\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
          + "    <testcase classname=\"plumb\" name=\"architecture check\"/>\n  </testsuite>\n")
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"plumb\" tests=\"\(testCount)\" failures=\"\(failures)\" errors=\"0\">\n"
      + suites.joined() + "</testsuites>\n"
  }
}
