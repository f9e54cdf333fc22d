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

/// Globs come from configurations in pull requests: matching must not grow faster than the pattern times the text.
@Suite struct GlobLinearityTests {
  @Test(arguments: [
    ("**/Sources/*.swift", "Sources/A.swift", true), ("**/Sources/*.swift", "a/b/Sources/A.swift", true),
    ("**/Sources/*.swift", "a/Sources/b/A.swift", false), ("{App,Core}*/**", "CoreKit/x/y", true),
    ("{App,Core}*/**", "Kit/x", false), ("a{,b}c", "ac", true), ("a{,b}c", "abc", true), ("{a", "{a", true),
    ("*", "", true), ("", "", true), ("", "a", false), ("?*", "", false), ("**", "a/b", true), ("*/", "a/", true),
  ])
  func matches(pattern: String, text: String, expected: Bool) {
    #expect(Glob(pattern).matches(text) == expected, "\(pattern) ~ \(text)")
  }

  /// `********************z` against a long name of `a`s took 22 s with backtracking, four times more per two
  /// stars; counted here, ten times the stars and text cost at most a hundred times the work (pattern × text).
  @Test func manyStarsAndBracesCostPatternTimesText() {
    func steps(_ stars: Int, _ braces: Int, _ length: Int) -> Int {
      let work = WorkCounter()
      let pattern = String(repeating: "*", count: stars) + String(repeating: "{a,b}", count: braces) + "z"
      #expect(!Glob(pattern).matches(String(repeating: "a", count: length), work: work))
      return work.steps
    }
    let small = steps(20, 10, 60)
    let large = steps(200, 100, 600)
    #expect(large <= small * 110, "\(small) → \(large)")
  }
}

/// A run read a piece at a time (the path and each of its folders in one pass) answers as the whole text does.
@Suite struct GlobRunTests {
  @Test(arguments: [
    ("Packages/**", ["Packages", "/", "Core", "/Sources"]), ("**/Sources/*.swift", ["a/b", "/Sources", "/A.swift"]),
    ("*Feature", ["Home", "/", "Feature"]), ("{App,Core}*/**", ["Core", "Kit", "/x"]), ("a{,b}c", ["a", "b", "c"]),
    ("Mac?", ["Mac", "X", "Y"]), ("", [""]),
  ])
  func aRunReadInPiecesMatchesAsTheWholeText(pattern: String, pieces: [String]) {
    let glob = Glob(pattern)
    var run = glob.run()
    var read = ""
    for piece in pieces {
      var copy = run
      copy.read("/x")
      #expect(copy.matched == glob.matches(read + "/x"), "\(pattern) ~ \(read)/x")
      run.read(piece[...])
      read += piece
      #expect(run.matched == glob.matches(read), "\(pattern) ~ \(read)")
      #expect(glob.matches(read[...]) == glob.matches(read))
    }
  }
}
