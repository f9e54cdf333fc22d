
/// The BbA thesis's comparison (Vidal's Build-block Architecture thesis, Tables 2.1 and 4.1), rated by its author from experience. plumb prints
/// it beside its measurements; it never feeds a score.
public enum ThesisTable {
  public static let columns = ["MVC", "MVVM", "VIPER", "BbA"]

  public static let ratings: [String: [Criterion: Rating]] = [
    "MVC": [
      .organization: .low, .coupling: .high, .modularization: .low, .complexity: .low, .scalability: .low,
      .buildTime: .high, .maintainability: .low, .navigation: .low,
    ],
    "MVVM": [
      .organization: .moderate, .coupling: .moderate, .modularization: .moderate, .complexity: .moderate,
      .scalability: .moderate, .buildTime: .high, .maintainability: .moderate, .navigation: .moderate,
    ],
    "VIPER": [
      .organization: .high, .coupling: .low, .modularization: .high, .complexity: .high, .scalability: .high,
      .buildTime: .moderate, .maintainability: .high, .navigation: .high,
    ],
    "BbA": [
      .organization: .high, .coupling: .low, .modularization: .high, .complexity: .low, .scalability: .high,
      .buildTime: .low, .maintainability: .high, .navigation: .high,
    ],
  ]

  /// The thesis column a style is compared with: its own, or the nearest (MVVM for MVVM-C); nil when the thesis
  /// has none (MVP, VIP, TCA, mixed, libraries).
  public static func column(for style: ArchitectureStyle) -> String? {
    switch style {
    case .mvc: "MVC"
    case .mvvm, .mvvmC: "MVVM"
    case .viper: "VIPER"
    case .bba: "BbA"
    default: nil
    }
  }
}
