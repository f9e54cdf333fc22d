import ArgumentParser
import PlumbKit

extension Plumb {
  struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "rules",
      abstract: "List the rules.",
      discussion: "Rules marked 'off' are opt-in: turn them on under `rules:` in `.plumb.yml`, or extend a preset."
    )

    func run() throws {
      let rules = RuleRegistry.all.sorted { $0.info.id < $1.info.id }
      let width = rules.map { $0.info.id.count }.max() ?? 0
      for rule in rules {
        let state = rule.isEnabledByDefault ? rule.info.defaultSeverity.rawValue : "off"
        print(
          rule.info.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
            + state.padding(toLength: 7, withPad: " ", startingAt: 0) + "  " + rule.info.summary)
      }
      print("\nPresets (extends: <name>): " + Presets.all.keys.sorted().joined(separator: ", "))
    }
  }
}
