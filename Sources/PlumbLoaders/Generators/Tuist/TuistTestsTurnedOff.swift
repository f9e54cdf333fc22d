import PlumbModel
import SwiftParser
import SwiftSyntax

extension TuistSpecs {
  /// Marks the targets whose tests the manifest turns off itself (`BuildInfo.testsTurnedOffAt`): an argument the
  /// manifest writes as the literal `false` (`Project.makeModule(name: "Camera", hasTests: false)`) that, written
  /// `true`, would add test targets and nothing else (the helper's `if hasTests { targets.append(testTarget) }`).
  /// The targets those tests would depend on are left untested by the team's own choice, at that argument's line.
  /// Each such argument is tried once by evaluating the manifest again with it flipped; any helper and any parameter
  /// name will do, as long as all the flip changes is test targets added.
  static func markTestsTurnedOff(
    in project: inout XcodeProject, source: String, syntax: SourceFileSyntax, tuistRoot: TuistRoot, tree: FileTree
  ) {
    guard let manifest = project.specPath else { return }
    let arguments = syntax.tokens(viewMode: .sourceAccurate).filter { token in
      token.tokenKind == .keyword(.false) && token.parent?.is(BooleanLiteralExprSyntax.self) == true
        && token.parent?.parent?.is(LabeledExprSyntax.self) == true
    }
    let names = Set(project.targets.map(\.name))
    // Only targets no test target of the project depends on can have had theirs turned off.
    let testedHere = Set(
      project.targets.filter { [.unitTest, .uiTest].contains($0.kind) }
        .flatMap { $0.dependencies.filter { $0.projectFileName == nil }.map(\.targetName) })
    let untested = names.subtracting(testedHere)
    guard !arguments.isEmpty, !untested.isEmpty else { return }
    let converter = SourceLocationConverter(fileName: manifest, tree: syntax)
    for argument in arguments {
      var text = Array(source.utf8)
      let start = argument.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = argument.endPositionBeforeTrailingTrivia.utf8Offset
      guard start <= end, end <= text.count else { continue }
      text.replaceSubrange(start..<end, with: Array("true".utf8))
      var parser = Parser(String(decoding: text, as: UTF8.self), maximumNestingLevel: SwiftParsing.maximumNestingLevel)
      let flipped = SourceFileSyntax.parse(from: &parser)
      guard let call = evaluateProject(flipped, manifest: manifest, tuistRoot: tuistRoot).0 else { continue }
      var decoder = TuistProjectDecoder(manifest: manifest, tuistRoot: tuistRoot, tree: tree)
      let targets = decoder.decode(call).project.targets
      let added = targets.filter { !names.contains($0.name) }
      guard !added.isEmpty, added.allSatisfy({ [.unitTest, .uiTest].contains($0.kind) }),
        names.isSubset(of: targets.map(\.name))
      else { continue }
      let tested = Set(added.flatMap { $0.dependencies.filter { $0.projectFileName == nil }.map(\.targetName) })
      let line = converter.location(for: argument.positionAfterSkippingLeadingTrivia).line
      for index in project.targets.indices
      where tested.contains(project.targets[index].name) && untested.contains(project.targets[index].name) {
        project.targets[index].build.testsTurnedOffAt = project.targets[index].build.testsTurnedOffAt
          ?? Location(file: manifest, line: line)
      }
    }
  }
}
