import Analytics
import Testing

@Test func flushReturnsEventsInOrderAndEmptiesTheBuffer() {
  let logger = EventLogger()
  logger.log(AnalyticsEvent("app_open"))
  logger.log(AnalyticsEvent("listing_viewed", parameters: ["id": "apple-iie"]))
  #expect(logger.flush().map(\.name) == ["app_open", "listing_viewed"])
  #expect(logger.flush().isEmpty)
}
