import Core
import Testing

@Test func incrementingCounts() {
  var counter = Counter()
  counter.increment()
  #expect(clamp(counter.value, to: 5) == 1)
}
