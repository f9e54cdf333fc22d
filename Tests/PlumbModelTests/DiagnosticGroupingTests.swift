import PlumbModel
import Testing

/// `groupedByCause`: problems of the same severity, file and cause become the first of them.
@Suite struct DiagnosticGroupingTests {
  @Test func theFirstOfACauseStandsForTheOthersInItsPlace() {
    let project = Location(file: "App.xcodeproj/project.pbxproj", line: 12)
    let other = Location(file: "Kit.xcodeproj/project.pbxproj", line: 3)
    let ignored = "that .gitignore:2 ignores"
    let problems = [
      Diagnostic(.warning, "alone", at: other),
      Diagnostic(.warning, "A.graphql.swift is missing", at: project, cause: ignored),
      Diagnostic(.warning, "not grouped", at: project),
      Diagnostic(.warning, "B.graphql.swift is missing", at: project, leavesGraphPartial: true, cause: ignored),
      // Another file, another severity: other problems, even of the same words.
      Diagnostic(.warning, "C.graphql.swift is missing", at: other, cause: ignored),
      Diagnostic(.error, "D.graphql.swift is missing", at: project, cause: ignored),
      Diagnostic(.warning, "E.graphql.swift is missing", at: project, cause: ignored),
    ]
    let grouped = problems.groupedByCause()
    #expect(
      grouped.map(\.message) == [
        "alone", "A.graphql.swift is missing; and 2 more that .gitignore:2 ignores", "not grouped",
        "C.graphql.swift is missing", "D.graphql.swift is missing",
      ])
    #expect(grouped.map(\.count) == [1, 3, 1, 1, 1])
    #expect(grouped[1].location == project)
    #expect(grouped[1].leavesGraphPartial)
    // Grouped again, nothing changes.
    #expect(grouped.groupedByCause() == grouped)
  }
}
