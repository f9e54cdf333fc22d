import ArgumentParser
import Foundation
import PlumbKit
import PlumbRuleExamples

extension Plumb {
  struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "explain",
      abstract: "Explain a rule: what it checks, why, its options and examples."
    )

    @Argument(help: "A rule id, as `plumb rules` lists them.")
    var rule: String

    func run() throws {
      try runOrExit {
        guard let found = RuleRegistry.rule(id: rule) else {
          let hint = Suggestion.didYouMean(rule, among: RuleRegistry.all.map { $0.info.id })
          throw PlumbError("unknown rule '\(rule)'\(hint); `plumb rules` lists them")
        }
        print(
          RuleDocumentation.markdown(for: found, details: RuleRegistry.details[String(describing: found)]),
          terminator: "")
        return 0
      }
    }
  }
}
