import PlumbModel

/// View controllers, view models, presenters and coordinators stay under a size: lines, methods and total
/// cyclomatic complexity, counted over the type and its extensions in the same module.
///
/// - *lines*: the lines the declaration spans, and those of each extension of it in its module (comments and blank
///   lines inside included, as an editor shows them);
/// - *methods*: the methods declared in the type and those extensions (initialisers, accessors and nested types'
///   methods not counted);
/// - *complexity*: the sum of the cyclomatic complexity of every function, initialiser and accessor written inside
///   those line ranges (nested types' functions included: they are part of the type's code), counted as lizard
///   counts it (`FunctionFact`).
///
/// The defaults flag the largest few percent. Measured on 435 view controllers, view models, presenters and
/// coordinators of 19 public apps (MVC, MVVM, MVVM-C, MVP, VIPER, VIP): the median type has 63 lines, 4 methods
/// and a total complexity of 8; the 95th percentile 314 lines, 24 methods and 47; 12 types (3%) go over 500 lines,
/// 8 over 40 methods and 10 over a complexity of 100, every one of them also over 500 lines.
///
/// A limit of 0 turns that measure off. One finding per type, at its declaration, naming every measure over its
/// limit with the number and the limit. Views are not judged (a SwiftUI body is long by nature), nor protocols.
public struct MassiveTypeRule: Rule {
  public static let info = RuleInfo(
    id: "massive-type",
    summary: "View controllers, view models, presenters and coordinators stay under a line, method and "
      + "complexity limit.",
    rationale: """
      The Massive View Controller is MVC's best-known failure: business rules, networking, persistence and \
      navigation in one class. MVVM moves it into the view model, MVP into the presenter, and coordinators grow \
      the same way: "the coordinator is shared by many presenters and ends up with more than 500 lines, with \
      methods that overlap" ("iOS MVP-C Modularizado"), where the clean coordinator only starts its screen and calls other \
      coordinators. A type over these limits holds more than one responsibility; split it into child view \
      controllers, use cases, workers or child coordinators.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "max-lines", .integer, default: .integer(500),
      help: "Lines of the type and its extensions in its module (the MVP-C article's 500-line coordinator); 0: no limit."),
    RuleParameter(
      "max-methods", .integer, default: .integer(40),
      help: "Methods of the type and its extensions in its module; 0: no limit."),
    RuleParameter(
      "max-complexity", .integer, default: .integer(100),
      help: "Sum of the cyclomatic complexity of its functions (weighted methods per class); 0: no limit."),
    RuleParameter(
      "roles", .strings, default: .strings(["view-controller", "view-model", "presenter", "coordinator"]),
      help: "The roles judged: `view-controller`, `view-model`, `presenter`, `coordinator`, `interactor`, "
        + "`router`, `view`, `service`, ..."),
  ]

  public static let triggeringExamples = [
    RuleExample(
      "Settings",
      configuration: "rules:\n  massive-type:\n    max-lines: 10",
      sources: [
        "Settings": """
          import UIKit
          ↓final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
              super.viewDidLoad()
              title = "Settings"
            }
          }
          extension SettingsViewController: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              UITableViewCell()
            }
          }
          """
      ]),
    RuleExample(
      "Login",
      configuration: "rules:\n  massive-type:\n    max-complexity: 5",
      sources: [
        "Login": """
          ↓final class LoginCoordinator {
            func route(to step: Int, loggedIn: Bool, admin: Bool) {
              if step == 1 && loggedIn { return }
              if step == 2 || admin { return }
              switch step {
              case 3: break
              case 4: break
              default: break
              }
            }
          }
          """
      ]),
  ]

  public static let nonTriggeringExamples = [
    // The same view controller under the default limits.
    RuleExample(
      "Settings",
      sources: [
        "Settings": """
          import UIKit
          final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
              super.viewDidLoad()
              title = "Settings"
            }
          }
          """
      ]),
    // A file-length check flags this file: each type in it is small, and a SwiftUI view is not judged.
    RuleExample(
      "Orders",
      configuration: "rules:\n  massive-type:\n    max-lines: 8",
      sources: [
        "Orders": """
          import SwiftUI
          final class OrdersViewModel: ObservableObject {
            @Published var orders: [String] = []
            func load() { orders = ["Today"] }
          }
          final class OrdersCoordinator {
            func start() {}
          }
          struct OrdersView: View {
            @StateObject var viewModel = OrdersViewModel()
            var body: some View {
              VStack {
                Text("Orders")
                Text("Today")
                Text("Yesterday")
              }
            }
          }
          """
      ]),
  ]

  let maxLines: Int
  let maxMethods: Int
  let maxComplexity: Int
  let roles: Set<Role>

  public init(parameters: RuleParameterValues) {
    maxLines = parameters.integer("max-lines")
    maxMethods = parameters.integer("max-methods")
    maxComplexity = parameters.integer("max-complexity")
    roles = Set(parameters.strings("roles").compactMap(Self.role(named:)))
  }

  /// `view-controller` → `.viewController`; also accepts the raw value (`viewController`).
  static func role(named name: String) -> Role? {
    let compact = name.replacingOccurrences(of: "-", with: "").lowercased()
    return Role.allCases.first { $0.rawValue.lowercased() == compact }
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    var functionsByFile: [String: [FunctionFact]] = [:]
    for file in code.files { functionsByFile[file.path] = file.functions }
    var findings: [Finding] = []
    for type in context.judgedAppTypes(roles: roles) {
      let parts = [(type.file, type.fact)] + type.extensions.map { ($0.file, $0.fact) }
      let lines = type.totalLines
      let methods = parts.reduce(0) { $0 + $1.1.memberCounts.methods }
      var complexity = 0
      var functions = 0
      for (file, fact) in parts {
        for function in functionsByFile[file] ?? []
        where function.startLine >= fact.startLine && function.endLine <= fact.endLine {
          complexity += function.cyclomaticComplexity
          functions += 1
        }
      }
      var over: [String] = []
      if maxLines > 0, lines > maxLines { over.append("\(lines) lines (limit \(maxLines))") }
      if maxMethods > 0, methods > maxMethods { over.append("\(methods) methods (limit \(maxMethods))") }
      if maxComplexity > 0, complexity > maxComplexity {
        over.append("total complexity \(complexity) (limit \(maxComplexity))")
      }
      guard !over.isEmpty else { continue }
      let spread = type.extensions.isEmpty
        ? "" : " (the declaration and \(type.extensions.count) extension\(type.extensions.count == 1 ? "" : "s"))"
      let measured = "\(lines) lines, \(methods) methods, \(functions) functions of total complexity \(complexity)"
      findings.append(
        context.finding(
          "'\(type.name)' (\(type.role.withArticle)) is too large: \(over.joined(separator: ", "))",
          at: type.location, modules: [type.node.module], symbol: type.name,
          notes: [
            context.roleNote(type), "measured\(spread): \(measured)",
            "split it: child view controllers or views, use cases or workers for the logic, child coordinators "
              + "for sub-flows",
          ]))
    }
    return findings
  }
}
