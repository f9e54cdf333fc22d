import Gauge
import Testing

@Test func theMaximumIsAtTheEndOfTheArc() {
  #expect(Dial(minimum: 0, maximum: 10).angle(for: 10) == 270)
}
