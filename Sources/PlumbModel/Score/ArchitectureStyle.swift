/// The architectures plumb recognises, as their communities name them.
///
/// A style describes how screens are built (who holds whom) and who navigates; how the code is split into
/// modules (`Structure`) and whether there are Clean-Architecture layers are reported beside it.
public enum ArchitectureStyle: String, Hashable, Comparable, Codable, Sendable, CaseIterable {
  /// View controllers that hold no view model, presenter or interactor: the controller does the work.
  case mvc = "MVC"
  /// Views hold view models; the views or view models navigate.
  case mvvm = "MVVM"
  /// MVVM whose navigation lives in coordinators.
  case mvvmC = "MVVM-C"
  /// Views hold presenters that hold the view back (weakly) and no interactor.
  case mvp = "MVP"
  /// MVP whose navigation lives in coordinators.
  case mvpC = "MVP-C"
  /// View → Presenter → Interactor, with routers (wireframes) that navigate.
  case viper = "VIPER"
  /// Clean Swift: the view controller holds the interactor, the interactor the presenter, the presenter the view
  /// controller (weakly); routers navigate.
  case vip = "VIP"
  /// The Composable Architecture: reducers, and views that hold a store.
  case tca = "TCA"
  /// Build-block Architecture: MVVM screens in feature modules that do not know each other, coordinators in the
  /// app target.
  case bba = "BbA"
  /// Clean Architecture layers (use cases or interactors over repositories) without a screen pattern that
  /// decides: views that call the use cases themselves.
  case clean = "Clean"
  /// Several styles, none holding most screens.
  case mixed
  /// No UI layer: no view, view controller or screen.
  case library
  /// Too little evidence, or evidence that points different ways: plumb does not guess.
  case unsure

  private var rank: Int { Self.allCases.firstIndex(of: self)! }

  public static func < (lhs: ArchitectureStyle, rhs: ArchitectureStyle) -> Bool { lhs.rank < rhs.rank }

  /// The styles a screen can follow (the others describe codebases).
  public static let screenStyles: [ArchitectureStyle] = [.mvc, .mvvm, .mvp, .viper, .vip, .tca]
}

/// How a codebase's code is split into modules.
public enum Structure: String, Hashable, Codable, Sendable {
  /// One app target (and maybe a test target) holds every screen.
  case singleTarget = "single target"
  /// Screens spread over several Swift package targets.
  case modularSPM = "modular SPM"
  /// Screens spread over several Xcode framework targets.
  case layeredFrameworks = "layered frameworks"
}

/// Low, Moderate or High: the thesis's scale. Ratings come from scores: below 34 Low, below 67 Moderate.
public enum Rating: String, Hashable, Comparable, Codable, Sendable, CaseIterable {
  case low = "Low", moderate = "Moderate", high = "High"

  public init(score: Int) {
    self = score < 34 ? .low : score < 67 ? .moderate : .high
  }

  private var rank: Int { Self.allCases.firstIndex(of: self)! }

  public static func < (lhs: Rating, rhs: Rating) -> Bool { lhs.rank < rhs.rank }
}
