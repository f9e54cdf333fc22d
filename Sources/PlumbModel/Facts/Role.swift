/// The architectural role a type plays, as far as the code shows it.
public enum Role: String, Hashable, Comparable, Codable, Sendable, CaseIterable {
  case view, viewController, viewModel, presenter, interactor, router, coordinator, worker, useCase, repository
  case service, entity, factory, reducer, flowType, none

  private var rank: Int { Self.allCases.firstIndex(of: self)! }

  public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rank < rhs.rank }
}

/// The role given to one declared type, with the evidence that led to it.
public struct RoleAssignment: Hashable, Comparable, Codable, Sendable {
  /// The file that declares the type, relative to the scanned root.
  public var file: String
  /// The qualified type name.
  public var type: String
  public var kind: TypeFact.Kind
  public var role: Role
  /// Why, in words (`conforms to ObservableObject`, `name ends in Coordinator`, `in folder ViewModels`); empty for
  /// `none`.
  public var evidence: [String]

  public init(file: String, type: String, kind: TypeFact.Kind, role: Role, evidence: [String]) {
    self.file = file
    self.type = type
    self.kind = kind
    self.role = role
    self.evidence = evidence
  }

  public static func < (lhs: RoleAssignment, rhs: RoleAssignment) -> Bool {
    (lhs.file, lhs.type) < (rhs.file, rhs.type)
  }
}
