import Meter
import Testing

@Test func aReadingRoundsToItsStep() {
  #expect(Reading(value: 7.4).rounded(to: 0.5) == 7.5)
}
