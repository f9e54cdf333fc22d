/// The eight criteria of the Build-block Architecture thesis (Tables 2.1 and 4.1).
public enum Criterion: String, Hashable, Codable, Sendable, CaseIterable {
  case organization = "code organization"
  case coupling
  case modularization
  case complexity
  case scalability
  case buildTime = "build time"
  case maintainability = "ease of maintenance"
  case navigation = "navigation flexibility"

  /// As the thesis's table names the row.
  public var title: String {
    switch self {
    case .organization: "Code organization"
    case .coupling: "Coupling"
    case .modularization: "Modularization"
    case .complexity: "Complexity"
    case .scalability: "Scalability"
    case .buildTime: "Build time"
    case .maintainability: "Ease of maintenance"
    case .navigation: "Navigation flexibility"
    }
  }

  /// Whether a higher score is better. For coupling, complexity and build time, High is the cost.
  public var higherIsBetter: Bool {
    switch self {
    case .coupling, .complexity, .buildTime: false
    default: true
    }
  }
}

/// One measured input of a criterion: its value, the part of the score it gives, and its weight.
public struct Measure: Hashable, Codable, Sendable {
  /// What was measured, in words (`share of navigation in coordinators`).
  public var name: String
  /// The value as measured (a share, a count, a mean).
  public var value: Double
  /// How the value reads (`6 of 7`, `2.4`, `43%`).
  public var shown: String
  /// The value mapped to 0…1 in the criterion's direction (1 is more of the criterion).
  public var normalized: Double
  /// The measure's weight in the criterion; the weights of a criterion's measures add up to 1.
  public var weight: Double

  public init(name: String, value: Double, shown: String, normalized: Double, weight: Double) {
    self.name = name
    self.value = value
    self.shown = shown
    self.normalized = normalized
    self.weight = weight
  }
}

/// One criterion, scored.
public struct CriterionScore: Hashable, Codable, Sendable {
  public var criterion: Criterion
  /// 0 to 100: the weighted mean of the measures' normalized values.
  public var score: Int
  public var rating: Rating
  public var measures: [Measure]
  /// The thesis's rating for the detected style, when the thesis has a column for it.
  public var thesis: Rating?

  public init(criterion: Criterion, score: Int, rating: Rating, measures: [Measure], thesis: Rating?) {
    self.criterion = criterion
    self.score = score
    self.rating = rating
    self.measures = measures
    self.thesis = thesis
  }

  /// Whether the measurement agrees with the thesis; nil when the thesis has no column for the style.
  public var agreesWithThesis: Bool? { thesis.map { $0 == rating } }
}

/// What `plumb score` finds for one codebase: its style, and the eight criteria measured.
public struct ArchitectureScore: Hashable, Codable, Sendable {
  /// The analysed folder's name.
  public var name: String
  public var detection: StyleDetection
  /// Modules with code, not tests, in module order.
  public var modules: [ModuleStyle]
  public var criteria: [CriterionScore]
  /// The thesis column the detected style is compared with (`MVVM` for MVVM-C), nil when there is none.
  public var thesisColumn: String?
  public var codeModules: Int
  public var files: Int
  public var lines: Int

  public init(
    name: String, detection: StyleDetection, modules: [ModuleStyle], criteria: [CriterionScore],
    thesisColumn: String?, codeModules: Int, files: Int, lines: Int
  ) {
    self.name = name
    self.detection = detection
    self.modules = modules
    self.criteria = criteria
    self.thesisColumn = thesisColumn
    self.codeModules = codeModules
    self.files = files
    self.lines = lines
  }

  public subscript(criterion: Criterion) -> CriterionScore? { criteria.first { $0.criterion == criterion } }
}
