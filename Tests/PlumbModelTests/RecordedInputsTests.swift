import Testing

@testable import PlumbModel

/// A load's recorded questions are listed in the order of Swift's default spelling of each question, spelled without
/// reflection: the same spelling for every kind of question and every path, however written.
@Suite struct RecordedInputsTests {
  static let paths = [
    "App/Info.plist", "", "Package.swift", "with space/and \"quotes\"", "back\\slash", "tab\there", "new\nline",
    "é/日本/🚀.swift", "../outside", "/absolute/path",
  ]

  static var probes: [RecordedInput.Probe] {
    paths.flatMap { path -> [RecordedInput.Probe] in
      [
        .bytes(path: path, limit: nil), .bytes(path: path, limit: 4096), .bytes(path: path, limit: 0),
        .exists(path: path), .contents(path: path), .directory(path: path), .treeListing(path: path),
        .treeKind(path: path), .realPath(path: path),
      ]
    }
  }

  @Test func aQuestionIsSpelledAsSwiftSpellsIt() {
    for probe in Self.probes {
      #expect(probe.spelled == "\(probe)")
    }
  }

  @Test func theInputsAreInTheOrderOfTheirSpelling() {
    let recorder = InputRecorder()
    for (index, probe) in Self.probes.reversed().enumerated() {
      recorder.record(probe, ContentHash(of: "answer \(index)"))
    }
    let expected = Self.probes.sorted { "\($0)" < "\($1)" }
    #expect(recorder.inputs.map(\.probe) == expected)
  }
}
