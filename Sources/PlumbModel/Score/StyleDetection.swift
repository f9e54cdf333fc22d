/// Which architecture a codebase (or one module) follows, how sure plumb is, and why.
public struct StyleDetection: Hashable, Codable, Sendable {
  /// One screen style and the share of screens that follow it.
  public struct Share: Hashable, Codable, Sendable {
    public var style: ArchitectureStyle
    public var screens: Int
    public var share: Double

    public init(style: ArchitectureStyle, screens: Int, share: Double) {
      self.style = style
      self.screens = screens
      self.share = share
    }
  }

  /// A type that decided the answer, where it is, and what it showed.
  public struct DecidingType: Hashable, Codable, Sendable {
    public var type: String
    public var module: String
    public var file: String
    public var line: Int
    public var role: Role
    /// The relation it showed, in words (`holds MacsListViewModel`, `navigates: NavigationStack, sheet`).
    public var shows: String

    public init(type: String, module: String, file: String, line: Int, role: Role, shows: String) {
      self.type = type
      self.module = module
      self.file = file
      self.line = line
      self.role = role
      self.shows = shows
    }
  }

  /// Who navigates: navigation APIs used and other screens created, counted by the role of the type that does it.
  public struct Navigation: Hashable, Codable, Sendable {
    /// In coordinators and routers.
    public var centralised: Int
    /// In views, view controllers, view models, presenters and interactors.
    public var scattered: Int
    /// Coordinator and router types that navigate.
    public var navigators: Int

    public init(centralised: Int = 0, scattered: Int = 0, navigators: Int = 0) {
      self.centralised = centralised
      self.scattered = scattered
      self.navigators = navigators
    }

    /// The share of navigation in coordinators and routers; nil when nothing navigates.
    public var centralisedShare: Double? {
      centralised + scattered == 0 ? nil : Double(centralised) / Double(centralised + scattered)
    }
  }

  public var style: ArchitectureStyle
  /// For `mixed` and `unsure`: the style most screens follow. Equal to `style` otherwise.
  public var leaning: ArchitectureStyle
  /// 0 to 1: the dominant style's share of screens, lowered when there are few screens or navigation is split.
  public var confidence: Double
  public var structure: Structure
  /// Use cases and repositories between the screens and the data (Clean Architecture layers).
  public var cleanLayers: Bool
  /// Screens counted per screen style, largest share first.
  public var shares: [Share]
  /// Types per role in the non-test modules (roles with no type are left out), in role order.
  public var roleCounts: [Role: Int]
  public var navigation: Navigation
  /// The reasoning, one sentence each, in the order it was applied.
  public var evidence: [String]
  public var decidingTypes: [DecidingType]

  public init(
    style: ArchitectureStyle, leaning: ArchitectureStyle, confidence: Double, structure: Structure,
    cleanLayers: Bool, shares: [Share], roleCounts: [Role: Int], navigation: Navigation, evidence: [String],
    decidingTypes: [DecidingType]
  ) {
    self.style = style
    self.leaning = leaning
    self.confidence = confidence
    self.structure = structure
    self.cleanLayers = cleanLayers
    self.shares = shares
    self.roleCounts = roleCounts
    self.navigation = navigation
    self.evidence = evidence
    self.decidingTypes = decidingTypes
  }

  /// The screens the detection looked at.
  public var screens: Int { shares.reduce(0) { $0 + $1.screens } }

  /// `MVVM-C`, `MVVM-C, modular SPM, Clean layers`, `mixed (MVC 55%, MVVM 45%)`, `unsure (leaning MVC)`.
  public var summary: String {
    var text = style.rawValue
    switch style {
    case .mixed:
      let parts = shares.filter { $0.share >= 0.1 }.map { "\($0.style.rawValue) \(Int(($0.share * 100).rounded()))%" }
      text += " (" + parts.joined(separator: ", ") + ")"
    case .unsure where leaning != .unsure:
      text += " (leaning \(leaning.rawValue))"
    default: break
    }
    if style != .library && structure != .singleTarget && style != .bba { text += ", \(structure.rawValue)" }
    if cleanLayers && style != .clean { text += ", Clean layers" }
    return text
  }
}

/// The style of one module.
public struct ModuleStyle: Hashable, Codable, Sendable {
  public var module: ModuleID
  public var style: ArchitectureStyle
  public var leaning: ArchitectureStyle
  public var confidence: Double
  public var screens: Int

  public init(module: ModuleID, style: ArchitectureStyle, leaning: ArchitectureStyle, confidence: Double, screens: Int) {
    self.module = module
    self.style = style
    self.leaning = leaning
    self.confidence = confidence
    self.screens = screens
  }
}

/// Role counts encode as a JSON object (`{"view": 3}`), not as a list of pairs.
extension Role: CodingKeyRepresentable {}
