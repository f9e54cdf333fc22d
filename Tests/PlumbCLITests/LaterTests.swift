import Foundation
import Testing

@testable import PlumbKit

/// A value worked out on a thread of its own: the work runs while its maker goes on (here the maker lets it finish
/// only after the value was made), and the value is the work's, as often as it is asked.
@Suite struct LaterTests {
  @Test func theWorkRunsBesideItsMakerAndTheValueIsKept() {
    let go = DispatchSemaphore(value: 0)
    let later = Later { go.wait(timeout: .now() + 10) == .success ? 42 : -1 }
    go.signal()
    #expect(later.value == 42)
    #expect(later.value == 42)
  }

  @Test func aValueOfNothingIsKeptToo() {
    let later = Later<String?> { nil }
    #expect(later.value == nil)
    #expect(later.value == nil)
  }
}
