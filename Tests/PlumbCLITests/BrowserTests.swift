import Foundation
import Testing

/// The HTML report in a real browser: scripts/browser-test.py writes the report of a generated 60-module app with the
/// built plumb and drives it in headless Chromium through Selenium (search, select, depth, click, toggles, zoom, the
/// type diagram, the table, no console errors). `make test` installs Selenium into the tests' virtual environment
/// (scripts/test-tools.sh, which also installs Debian's chromium and chromium-driver) and puts it first on PATH.
/// Without a browser, its driver or Selenium, the test is skipped and says which is missing.
@Suite struct BrowserTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Why the browser test cannot run here, or nil when it can.
  static let missing: String? = {
    func onPath(_ name: String) -> Bool {
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
      }
    }
    if !["chromium", "chromium-browser", "google-chrome"].contains(where: onPath) { return "no chromium on PATH" }
    if !onPath("chromedriver") { return "no chromedriver on PATH" }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    probe.arguments = ["python3", "-c", "import selenium"]
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return "no python3" }
    probe.waitUntilExit()
    return probe.terminationStatus == 0 ? nil : "python3 cannot import selenium (run make test-tools, then PATH=.build/test-tools/bin:$PATH)"
  }()

  @Test(.enabled(if: missing == nil, "needs chromium, chromedriver and selenium: \(missing ?? "")"))
  func theReportWorksInHeadlessChromium() throws {
    let plumb = try #require(PlumbBinary.url, "build plumb first")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Self.repository.appendingPathComponent("scripts/browser-test.py").path, plumb.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(text.contains("browser-test: every check passed"))
  }
}
