import PlumbModel

extension Role {
  /// The role in words, as findings name it: `view model`, `view controller`, `use case`.
  public var words: String {
    switch self {
    case .viewController: "view controller"
    case .viewModel: "view model"
    case .useCase: "use case"
    case .flowType: "flow type"
    case .none: "type"
    default: rawValue
    }
  }

  /// The role with its article: `a view model`, `an interactor`.
  public var withArticle: String {
    let words = self.words
    return ("aeiou".contains(words.first!) ? "an " : "a ") + words
  }
}

extension RuleContext {
  /// How a pattern rule's finding shows the role it judged: `MacsListViewModel is judged a view model: conforms to
  /// ObservableObject, name ends in ViewModel (Sources/MacsList/MacsListViewModel.swift:4)`.
  public func roleNote(_ type: CodeIndex.TypeInfo) -> String {
    let because = type.evidence.isEmpty ? "" : ": " + type.evidence.joined(separator: ", ")
    return "\(type.name) is judged \(type.role.withArticle)\(because) (\(type.file):\(type.fact.position.line))"
  }

  /// The types a pattern rule judges: the code index's, in module then name order; protocols left out unless
  /// asked for.
  public func judgedTypes(roles: Set<Role>, protocols: Bool = false) -> [CodeIndex.TypeInfo] {
    guard let code else { return [] }
    return code.allTypes.filter { roles.contains($0.role) && (protocols || !$0.isProtocol) }
  }
}
