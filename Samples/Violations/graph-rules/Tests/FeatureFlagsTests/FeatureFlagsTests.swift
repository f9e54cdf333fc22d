import FeatureFlags
import Testing

@Test func flagKeysMatchTheRemoteConfigNames() {
  #expect(Flag.allCases.map(\.rawValue) == ["vintage_price_badge", "express_checkout"])
}
