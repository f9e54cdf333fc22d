import PlumbModel
import Testing

@Suite struct GlobTests {
  @Test(arguments: [
    ("Core", "Core", true), ("Core", "CoreKit", false), ("*Feature", "HomeFeature", true),
    ("*Feature", "Home/Feature", false), ("Packages/**", "Packages/Core/Sources", true),
    ("Packages/**/Sources", "Packages/Sources", true), ("Packages/*/Sources", "Packages/A/B/Sources", false),
    ("Mac?", "MacX", true), ("Mac?", "Mac", false), ("{App,Core}", "Core", true), ("{App,Core}", "Kit", false),
  ])
  func matches(pattern: String, text: String, expected: Bool) {
    #expect(Glob(pattern).matches(text) == expected, "\(pattern) ~ \(text)")
  }
}
