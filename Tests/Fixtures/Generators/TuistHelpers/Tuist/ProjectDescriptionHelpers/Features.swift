import ProjectDescription

/// Feature modules named from their case, capitalised character by character: `profile` → `ProfileFeature`.
public extension Array<TargetDependency> {
  enum Features: String, CaseIterable {
    case profile

    public var moduleName: String {
      var name = rawValue.map { $0 }
      name.removeFirst()
      name.insert(Character(rawValue.first!.uppercased()), at: 0)
      return "\(String(name))Feature"
    }
  }

  static let features = Features.allCases.map { Element.target(name: $0.moduleName) }
}
