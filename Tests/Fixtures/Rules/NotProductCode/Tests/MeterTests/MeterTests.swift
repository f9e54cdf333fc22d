import Meter
import MeterTestSupport
import Testing

@Test func theMeanOfTwoSamples() {
  #expect(meter(with: [1, 3]).mean == 2)
}
