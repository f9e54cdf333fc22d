import Lab
import XCTest

final class ExperimentTests: XCTestCase {
  func testAnEnabledExperimentSaysSo() {
    XCTAssertEqual(Experiment(name: "echo", enabled: true).label(), "echo (on)")
  }
}
