import Foundation
import PlumbModel
import Testing

@testable import PlumbReporters

/// A file name with a line break or an escape character cannot forge a line of the line-based outputs (an
/// annotation CI would believe) nor drive the terminal: control characters are printed as escapes.
@Suite struct ControlCharacterTests {
  let finding = Finding(
    ruleID: "no-cycles", severity: .error, message: "cycle\u{1B}[2J here",
    location: Location(file: "Sources/A.swift\n/tmp/x.swift:1: error: forged", line: 3),
    notes: ["a note\nerror: forged too"])

  func input() -> ReportInput {
    ReportInput(
      root: URL(fileURLWithPath: "/repo"), graph: ModuleGraph(), findings: [finding],
      diagnostics: [Diagnostic(.warning, "cannot read\nwarning: forged", at: Location(file: "x\ry.swift"))],
      rules: [], toolVersion: "0.0.0")
  }

  @Test func xcodeAndTextLinesStayOneLineEach() {
    let xcode = XcodeReporter.report(input(), context: .init())
    #expect(
      xcode == "/repo/Sources/A.swift\\n/tmp/x.swift:1: error: forged:3: error: cycle\\u{1B}[2J here [no-cycles]\n")
    let text = TextReporter.report(input(), context: .init())
    let lines = text.split(separator: "\n")
    #expect(lines.count == 3, "\(text)")
    #expect(lines[0].hasPrefix("Sources/A.swift\\n/tmp/x.swift:1: error: forged:3: error: cycle\\u{1B}[2J here"))
    #expect(lines[1] == "    note: a note\\nerror: forged too")
  }

  @Test func diagnosticsOnStandardErrorStayOneLine() {
    #expect(input().diagnostics[0].description == "x\\ry.swift: warning: cannot read\\nwarning: forged")
    #expect(Diagnostic(.note, "plain").description == "note: plain")
  }
}
