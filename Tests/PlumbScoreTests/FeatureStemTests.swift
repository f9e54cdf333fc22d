@testable import PlumbScore
import Testing

/// A type's feature stem (`Codebase.stem(of:)`) ties a screen to its partners by name. ASCII names are read byte by
/// byte (the fast path the score takes for nearly every name); any other name by characters: both give the stems
/// the rule says.
@Suite struct FeatureStemTests {
  @Test func roleWordsAreDroppedTwiceAtMostAndTheRestLowercased() {
    #expect(Codebase.stem(of: "MacsListViewModel") == "macslist")
    #expect(Codebase.stem(of: "MacsListViewControllerProtocol") == "macslist")
    #expect(Codebase.stem(of: "ArticlesPresenterOutput") == "articles")
    #expect(Codebase.stem(of: "Feed.TimelineView") == "timeline")
    // A name that is only a role word keeps it, as does what is left after one.
    #expect(Codebase.stem(of: "Settings.View") == "view")
    #expect(Codebase.stem(of: "StoreVM") == "store")
    #expect(Codebase.stem(of: "HomeViewModelStoreVM") == "homeviewmodel")
  }

  @Test func namesBeyondASCIIGiveTheSameStems() {
    #expect(Codebase.stem(of: "ÉcranViewModel") == "écran")
    #expect(Codebase.stem(of: "Café\u{301}ListPresenter") == "café\u{301}list")
    #expect(Codebase.stem(of: "ÜberView") == Codebase.stem(of: "UberView").replacingOccurrences(of: "u", with: "ü"))
  }
}
