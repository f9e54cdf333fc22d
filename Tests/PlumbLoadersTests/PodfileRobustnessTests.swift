import Foundation
import PlumbModel
import Testing

@testable import PlumbLoaders

/// Podfiles made to hang or fool the reader (issue 33): helpers that call each other, targets nested thousands
/// deep, heredocs holding `end` and `target`, a file that is not UTF-8. Work is counted, never timed.
@Suite struct PodfileRobustnessTests {
  /// `count` helpers, each adding a pod and calling the next one twice; a target calls the first.
  static func helperChain(_ count: Int) -> String {
    var text = "target 'App' do\n  h0\nend\n"
    for i in 0..<count {
      text += "def h\(i)\n  pod 'P\(i)'\n"
      if i + 1 < count { text += "  h\(i + 1)\n  h\(i + 1)\n" }
      text += "end\n"
    }
    return text
  }

  @Test func helpersThatCallEachOtherTwiceAreExpandedOnce() throws {
    func read(_ count: Int) -> (steps: Int, podfile: Podfile, diagnostics: [Diagnostic]) {
      let work = WorkCounter()
      let (podfile, diagnostics) = PodfileReader.read(text: Self.helperChain(count), path: "Podfile", work: work)
      return (work.steps, podfile, diagnostics)
    }
    let small = read(20)
    let large = read(200)
    #expect(Double(large.steps) / Double(small.steps) <= 12, "\(small.steps) → \(large.steps) steps")
    let app = try #require(large.podfile.targets.first)
    #expect(app.pods.map(\.name) == (0..<200).map { "P\($0)" })
    #expect(large.diagnostics.isEmpty)
  }

  @Test func helpersNestedPastTheLimitAreSaid() {
    let (podfile, diagnostics) = PodfileReader.read(text: Self.helperChain(300), path: "Podfile")
    #expect(podfile.targets.first?.pods.count == PodfileReader.maximumNesting)
    #expect(diagnostics.map(\.message) == ["the def helper 'h256' is called more than 256 helpers deep; the call is not expanded"])
    #expect(diagnostics.first?.location == Location(file: "Podfile", line: 4 + 255 * 5 + 2))
  }

  @Test func aHelperThatCallsItselfIsSaidAtTheCall() {
    let text = "def a\n  pod 'A'\n  b\nend\ndef b\n  a\nend\ntarget 'App' do\n  a\nend\n"
    let (podfile, diagnostics) = PodfileReader.read(text: text, path: "Podfile")
    #expect(podfile.targets.map(\.name) == ["App"])
    #expect(podfile.targets.first?.pods.map(\.name) == ["A"])
    #expect(diagnostics.map(\.message) == ["the def helper 'a' calls itself (through 'a', 'b'); the call is not expanded"])
    #expect(diagnostics.first?.location == Location(file: "Podfile", line: 6))
  }

  @Test func helpersHandingOnMorePodsThanTheFileCanNameStop() {
    // A helper of 1,000 pods called 1,000 times: a million pods handed on for 25 KB of text.
    var text = "def many\n" + (0..<1_000).map { "  pod 'P\($0)'\n" }.joined() + "end\n"
    text += "target 'App' do\n" + String(repeating: "  many\n", count: 1_000) + "end\n"
    let work = WorkCounter()
    let (podfile, diagnostics) = PodfileReader.read(text: text, path: "Podfile", work: work)
    #expect(podfile.targets.first?.pods.count == 1_000)
    #expect(diagnostics.map(\.severity) == [.warning])
    #expect(diagnostics.first?.message.contains("helper calls from here on are not expanded") == true)
    #expect(diagnostics.first?.location?.line ?? 0 > 1_003)
    #expect(work.steps < 16 * text.utf8.count + 20_000)
  }

  /// `count` targets, each inside the one before, each with a pod of its own.
  static func nestedTargets(_ count: Int) -> String {
    var text = ""
    for i in 0..<count { text += "target 'T\(i)' do\n  pod 'P\(i)'\n" }
    return text + String(repeating: "end\n", count: count)
  }

  @Test func nestedTargetsTakeLinearWork() throws {
    func read(_ count: Int) -> (steps: Int, podfile: Podfile, diagnostics: [Diagnostic]) {
      let work = WorkCounter()
      let (podfile, diagnostics) = PodfileReader.read(text: Self.nestedTargets(count), path: "Podfile", work: work)
      return (work.steps, podfile, diagnostics)
    }
    let small = read(1_000)
    let large = read(10_000)
    #expect(Double(large.steps) / Double(small.steps) <= 12, "\(small.steps) → \(large.steps) steps")
    // Targets down to 256 levels are read, each with its ancestors' pods; deeper ones are said, once.
    #expect(large.podfile.targets.count == 256)
    let deepest = try #require(large.podfile.targets.last)
    #expect(deepest.name == "T255")
    #expect(deepest.pods.count == 256)
    #expect(deepest.pods.first?.name == "P255")
    #expect(large.diagnostics.map(\.message) == ["targets nested more than 256 levels deep are not read"])
    #expect(large.diagnostics.first?.location == Location(file: "Podfile", line: 513))
  }

  @Test func heredocsAreStringsNotBlocks() throws {
    let text = """
      target 'App' do
        pod 'A'
        script_phase name: 'Lint', script: <<~EOS
          target 'Phantom' do
          end
          end
        EOS
        pod 'B'
        post = <<-'SQL'
      end
          SQL
        pod 'C'
      end
      """
    let (podfile, diagnostics) = PodfileReader.read(text: text, path: "Podfile")
    #expect(podfile.targets.map(\.name) == ["App"])
    #expect(podfile.targets.first?.pods.map(\.name) == ["A", "B", "C"])
    #expect(diagnostics.isEmpty)
    #expect(PodfileReader.heredocTerminators("x = '<<EOS' + y") == [])
    #expect(PodfileReader.heredocTerminators("list << item") == [])
    #expect(PodfileReader.heredocTerminators("f(<<~A, <<~B)") == ["A", "B"])
  }

  @Test func aPodfileThatIsNotUTF8IsReadAsLatin1WithANote() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-podfile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // "# Café" in Latin-1 on line 2: 0xE9 alone is no UTF-8.
    var bytes = Data("platform :ios, '15.0'\n# Caf".utf8)
    bytes.append(0xE9)
    bytes.append(contentsOf: Data("\ntarget 'App' do\n  pod 'Alamofire'\nend\n".utf8))
    try bytes.write(to: root.appendingPathComponent("Podfile"))
    let result = XcodeWorkspaceLoader.load(root: root)
    let notes = result.diagnostics.filter { $0.location?.file == "Podfile" }
    // The target is read (the second note, about the project it has no target in, says so).
    #expect(
      notes.map(\.message) == [
        "the Podfile is not UTF-8 text; read as Latin-1",
        "the Podfile names target 'App', which no project it applies to has; its pods are left out",
      ])
    #expect(notes.first?.location?.line == 2)
    #expect(notes.first?.severity == .note)

    // A binary Podfile is not read, and said.
    try Data([0x74, 0x00, 0x01]).write(to: root.appendingPathComponent("Podfile"))
    let binary = XcodeWorkspaceLoader.load(root: root).diagnostics.filter { $0.location?.file == "Podfile" }
    #expect(binary.map(\.message) == ["cannot read the Podfile: a binary file (it holds NUL bytes), not a Podfile; its pods are not read"])
  }
}
