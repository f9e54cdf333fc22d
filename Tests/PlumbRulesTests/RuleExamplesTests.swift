import PlumbKit
import PlumbRuleExamples
import PlumbRules
import Testing

/// Every rule's triggering and non-triggering examples, run as tests: the examples are the rules' specification.
@Suite struct RuleExamplesTests {
  @Test(arguments: RuleRegistry.all.map { $0.info.id })
  func examplesHold(ruleID: String) throws {
    let rule = try #require(RuleRegistry.rule(id: ruleID))
    let problems = RuleExampleVerifier.verify(rule)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func ruleIDsAreUniqueAndKebabCase() {
    let ids = RuleRegistry.all.map { $0.info.id }
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "'\(id)' is not kebab-case")
    }
  }

  @Test func verifierCatchesAWrongMark() {
    // An example that marks the wrong edge must fail: the verifier is what makes the examples tests.
    let wrong = RuleExample("A -> B; ↓B -> A")
    let problems = RuleExampleVerifier.verify(NoCyclesRule.self, wrong, triggering: true)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("expected findings at: [\"edge B -> A\"]") == true)
    #expect(problems.first?.contains("found findings at:    [\"edge A -> B\"]") == true)
  }

  @Test func verifierCatchesAFindingInANonTriggeringExample() {
    let problems = RuleExampleVerifier.verify(NoCyclesRule.self, RuleExample("A -> B -> A"), triggering: false)
    #expect(problems.count == 1)
  }
}
