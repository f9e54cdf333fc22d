import Foundation
import PlumbModel

/// Decides which architecture a codebase, or one module, follows. See `Rules/docs/scores.md`.
///
/// 1. Screens decide the screen style (`Screen`): what a view or view controller holds.
/// 2. The largest share wins when it holds at least 60% of the screens; below that the codebase is mixed.
/// 3. Navigation decides `-C`: MVVM or MVP whose coordinators or routers do at least half the navigation.
/// 4. BbA is MVVM-C whose navigating coordinators are all in app targets, over at least two feature modules
///    (modules with screens, targets of a Swift package that holds two features or more) that do not depend on
///    each other.
/// 5. Confidence is the share, lowered for fewer than three screens, for navigation split between
///    coordinators and screens, and for a C that rests on one signal (routers alone, one coordinator); below 0.5
///    the answer is `unsure`, with the style it leans to.
struct StyleDetector {
  let codebase: Codebase

  static let dominance = 0.6
  static let minimumConfidence = 0.5

  func detect(modules: Set<ModuleID>? = nil) -> StyleDetection {
    let screens = codebase.screens(in: modules)
    return detect(screens: screens, census: NavigationCensus(codebase: codebase, screens: screens, modules: modules), modules: modules)
  }

  /// The detection over screens and a navigation census already taken of `modules`.
  func detect(screens: [Screen], census: NavigationCensus, modules: Set<ModuleID>?) -> StyleDetection {
    let navigation = census.summary
    let scope = codebase.types(in: modules)
    var roleCounts: [Role: Int] = [:]
    for info in scope where info.role != .none { roleCounts[info.role, default: 0] += 1 }
    let structure = self.structure(screens: screens, modules: modules)
    var evidence: [String] = []
    var deciding: [StyleDetection.DecidingType] = []

    // Controllers that hold nothing of their own (`Screen.isPassive`) vote for no pattern beside screens that hold
    // their logic in another type; beside MVC screens only, they are controllers that hold no view model too.
    let holdsLogic = screens.contains { !$0.isPassive && $0.style != .mvc }
    let voters = holdsLogic ? screens.filter { !$0.isPassive } : screens
    var counts: [ArchitectureStyle: Int] = [:]
    for screen in voters { counts[screen.style, default: 0] += 1 }
    // Use cases over repositories, apart from the screens (see `CleanLayers`).
    let clean = codebase.cleanLayers(scope: scope, screens: screens)
    let cleanLayers = clean.found
    let cleanEvidence = clean.apart.map {
      "Clean layers: \(clean.useCases) use cases or interactors, \(clean.repositories) repositories; \($0)."
    }

    func result(_ style: ArchitectureStyle, leaning: ArchitectureStyle, confidence: Double, shares: [StyleDetection.Share])
      -> StyleDetection
    {
      var (style, leaning, confidence) = (style, leaning, confidence)
      if modules == nil, let unread = codebase.unreadShare, unread.files * 2 > unread.of {
        (style, leaning, confidence) = StyleDetector.mostlyUnread(style, leaning: leaning, confidence: confidence)
        evidence.append(
          "\(unread.files) of \(unread.of) Swift files are in folders whose project or manifest could not be read, "
            + "read as folder modules: no answer is sure"
            + (leaning == .library && style == .unsure ? ", and no UI in what was read is no library" : "") + ".")
      }
      return StyleDetection(
        style: style, leaning: leaning, confidence: (confidence * 100).rounded() / 100, structure: structure,
        cleanLayers: cleanLayers, shares: shares, roleCounts: roleCounts, navigation: navigation, evidence: evidence,
        decidingTypes: deciding)
    }

    // Types of test code (a test host app's `ViewController` under `Tests/`) say nothing of the product's UI.
    let uiTypes = scope.filter {
      [.view, .viewController, .viewModel, .presenter].contains($0.role) && !CodeIndex.isTestPath($0.file)
    }.count
    guard !screens.isEmpty else {
      // A folder of a file or two says little about what it is: a library answer grows sure with the code read.
      let libraryConfidence = min(1, 0.5 + 0.1 * Double(scope.map(\.file).uniqueCount))
      // A server, a command-line app or a package with no UI whose use cases over repositories are laid out in a
      // layer's folders or targets follows Clean Architecture: its layers are its architecture, and no screen
      // pattern is there to name beside them. A library with no such layers stays a library.
      if let layout = clean.layout, !hasUIApp(modules: modules) {
        evidence.append(
          "No screen and no app that imports a UI framework, but Clean layers laid out: \(layout) "
            + "(\(clean.useCases) use cases or interactors, \(clean.repositories) repositories).")
        return result(.clean, leaning: .clean, confidence: min(0.9, 0.5 + 0.05 * Double(clean.useCases)), shares: [])
      }
      // An app that imports a UI framework, and is all the code there is, is no library, though its own code holds
      // no UI type: its screens are in what it installs (a Podfile's business components, a binary), which plumb
      // does not read. Beside libraries of its own code, an app is their host or tool (an editor extension's host).
      if uiTypes == 0, modules == nil, hasUIApp(modules: nil),
        codebase.codeModules.allSatisfy({ codebase.appModules.contains($0.id) })
      {
        evidence.append(
          "An app that imports a UI framework, but no view, view controller, view model or presenter in its own "
            + "code: its screens are in the dependencies it installs, which are not read.")
        return result(.unsure, leaning: .unsure, confidence: 0, shares: [])
      }
      if uiTypes == 0 {
        evidence.append("No view, view controller, view model or presenter: no UI layer.")
        return result(.library, leaning: .library, confidence: libraryConfidence, shares: [])
      }
      // A package with no app, or whose apps import no UI framework (a server, a command-line tool), is a
      // library whatever a few of its types are named: no screen, and nothing that shows one.
      if !hasUIApp(modules: modules) {
        evidence.append(
          "\(uiTypes) types named or shaped like UI, but no screen and no app that imports a UI framework: a library.")
        // Presenters or view models over interactors or use cases over repositories are an app's layers: a
        // command-line app laid out like a UI app, whose architecture the screens would have named. The two
        // readings disagree, and the answer says so.
        let count = { (roles: [Role]) in roles.reduce(0) { $0 + roleCounts[$1, default: 0] } }
        if count([.presenter, .viewModel]) > 0, count([.interactor, .useCase]) > 0, count([.repository]) > 0 {
          evidence.append(
            "Presenters or view models over interactors and repositories: an app's layers with no screen, which "
              + "the library answer leaves unnamed.")
          return result(.library, leaning: .library, confidence: min(0.6, libraryConfidence), shares: [])
        }
        return result(.library, leaning: .library, confidence: min(0.9, libraryConfidence), shares: [])
      }
      evidence.append(
        "\(uiTypes) UI types, but no view controller, and no SwiftUI view that holds a view model, presenter, "
          + "interactor or store: no screen to decide from.")
      if let cleanEvidence {
        evidence.append(cleanEvidence + " The views hold no logic type of their own.")
        return result(.clean, leaning: .clean, confidence: min(1, 0.5 + 0.05 * Double(clean.useCases)), shares: [])
      }
      return result(.unsure, leaning: .unsure, confidence: 0, shares: [])
    }

    // A package or project whose targets build no app (no app target, no entry point) and whose screens are one
    // or two views that hold an object ships a view or two with its library (an image view that owns its loader):
    // a library. Clean layers laid out beside them make it an architecture template instead. Folders that no build
    // describes (inferred modules) say nothing of what they build.
    if modules == nil, screens.count <= 2, codebase.appModules.isEmpty, !cleanLayers,
      codebase.codeModules.allSatisfy({ $0.kind != .inferred })
    {
      evidence.append(
        "\(screens.count) view\(screens.count == 1 ? "" : "s") holding logic ("
          + screens.map(\.view.name).joined(separator: ", ")
          + "), but no app target and no entry point: a library that ships a view.")
      return result(.library, leaning: .library, confidence: 0.7, shares: [])
    }

    // 1–2. Screen styles and their shares. In a small app, a screen whose feature repeats its pattern's parts
    // (a presenter, an interactor, a router beside the view) votes twice: the structure the modules share weighs
    // against the one plain screen (a launch screen, a web page) that holds nothing.
    var votes: [ArchitectureStyle: Int] = counts
    if voters.count < StyleDetector.smallApp {
      for screen in voters where screen.style != .mvc && featureParts(of: screen) >= 2 { votes[screen.style]! += 1 }
      let structured = votes.values.reduce(0, +) - voters.count
      if structured > 0 {
        evidence.append("Small app: \(structured) screen\(structured == 1 ? "" : "s") whose feature has its pattern's parts count twice.")
      }
    }
    let totalVotes = Double(votes.values.reduce(0, +))
    let shares = counts.map {
      StyleDetection.Share(style: $0.key, screens: $0.value, share: Double(votes[$0.key]!) / totalVotes)
    }
    .sorted { ($0.share, $0.screens, $1.style) > ($1.share, $1.screens, $0.style) }
    let top = shares[0]
    let passive = screens.count - voters.count
    evidence.append(
      "\(voters.count) screen\(voters.count == 1 ? "" : "s"): "
        + shares.map { "\($0.screens) \($0.style.rawValue) (\(StyleDetector.meaning[$0.style]!))" }.joined(separator: ", ")
        + (passive > 0 ? "; \(passive) more hold nothing of their own (no data, service or logic): no vote" : "")
        + ".")
    for screen in voters.filter({ $0.style == top.style }).prefix(4) {
      deciding.append(decidingType(screen.view, screen.relation))
    }

    var style = top.style
    var confidence = top.share * StyleDetector.fewScreens(voters.count)

    // 3. Who navigates.
    let centralShare = navigation.centralisedShare
    if let centralShare {
      evidence.append(
        "Navigation: \(navigation.centralised) of \(navigation.centralised + navigation.scattered) in coordinators "
          + "or routers (\(percent(centralShare))), \(navigation.scattered) in screens.")
    } else {
      evidence.append("Navigation: no navigation API used and no screen creates another.")
    }
    for navigator in census.navigators.prefix(3) {
      var shows: [String] = []
      if !navigator.apis.isEmpty { shows.append("navigates with \(StyleDetector.someOf(navigator.apis))") }
      let reached = navigator.screensReached
      if !reached.isEmpty {
        shows.append(
          "reaches \(reached.count) other screen\(reached.count == 1 ? "" : "s") (\(StyleDetector.someOf(reached)))")
      }
      if navigator.servesScreens { shows.append("only screens create it: counted as the screens' navigation") }
      deciding.append(decidingType(navigator.node, shows.joined(separator: "; ")))
    }
    if style == .mvvm || style == .mvp || style == .mvc {
      // A coordinator or a router (an app's one `Navigator`) that does most of the navigation is the C.
      if navigation.navigators > 0, let centralShare, centralShare >= 0.5 {
        if style == .mvvm { style = .mvvmC }
        if style == .mvp { style = .mvpC }
        if style == .mvc {
          // MVC with coordinators has no name of its own: its authors call it MVC+C or MVVM-C.
          evidence.append("MVC screens with coordinators: the coordinators navigate; MVC+C is named either way.")
          confidence *= 0.75
        }
        confidence *= max(centralShare, 0.5 + centralShare / 2)
        // Routers alone (`SigninNavigator`, an app's `Navigator`), no coordinator: their authors name the same code
        // MVVM with navigators or MVVM-C (two of three such labelled apps said -C), so the -C is a lean.
        let coordinated = census.navigators.contains { $0.isCentral && $0.role == .coordinator }
        if style == .mvvmC || style == .mvpC, !coordinated {
          evidence.append("The navigation is in routers, no coordinator: named MVVM or MVVM-C by their authors.")
          confidence = min(confidence, 0.75)
        }
        // One coordinator for the whole app (a `MainCoordinator` every screen calls) is one signal, not several
        // agreeing, and its authors name the C or leave it out (piyushprabhakar/WeatherApp states MVP over one).
        let coordinators = census.navigators.filter { $0.isCentral && $0.role == .coordinator }.count
        if style == .mvvmC || style == .mvpC, coordinated, coordinators == 1, confidence > 0.75 {
          evidence.append("One coordinator navigates for the whole app: its authors name the C or leave it out.")
          confidence = 0.75
        }
      } else if navigation.navigators > 0, let centralShare, centralShare < 0.5 {
        evidence.append("Coordinators or routers exist but do only \(percent(centralShare)) of the navigation.")
        confidence *= max(0.5, 1 - centralShare)
      }
    }

    // 4. Build-block Architecture.
    if style == .mvvmC {
      let coordinatorModules = Set(census.navigators.filter { $0.role == .coordinator }.map(\.node.module))
      let (featureModules, dependent) = codebase.featureModules(of: screens)
      let shaped = !coordinatorModules.isEmpty && coordinatorModules.isSubset(of: codebase.appModules)
        && featureModules.count >= 2 && Double(dependent.count) <= 0.2 * Double(featureModules.count)
      // The thesis builds the features as targets of one Swift package ("no dependency between targets of the
      // same library"); feature modules built as Xcode frameworks (a project per feature, over CocoaPods) are
      // what their authors call a modular MVVM-C.
      let packaged = featureModules.allSatisfy { codebase.graph.container(of: $0)?.kind == .swiftPackage }
      // Its features are the targets of one library, the thesis's `Modules` package beside `Core`: a package of
      // its own for each feature (`BreedsListFeature/Package.swift`, `MoviesModule/Package.swift`) is the modular
      // MVVM-C its authors name, which the thesis's build blocks refine. Some package holds two features or more.
      let featuresPerPackage = Dictionary(grouping: featureModules, by: \.container).values.map(\.count)
      let sharedLibrary = featuresPerPackage.contains { $0 >= 2 }
      if shaped, !packaged {
        evidence.append(
          "Coordinators in the app target over \(featureModules.count) feature modules built as Xcode frameworks, "
            + "not as targets of a Swift package: MVVM-C over modules, not Build-block Architecture.")
      }
      if shaped, packaged, !sharedLibrary {
        evidence.append(
          "Coordinators in the app target over \(featureModules.count) feature modules, each a Swift package of its "
            + "own, not targets of one library of modules: MVVM-C over feature packages, not Build-block Architecture.")
      }
      if shaped, packaged, sharedLibrary {
        style = .bba
        evidence.append(
          "Coordinators in the app target (\(coordinatorModules.map(\.name).sorted().joined(separator: ", "))) over "
            + "\(featureModules.count) feature modules with no dependency between them: Build-block Architecture.")
      }
    }

    if top.share < StyleDetector.dominance {
      evidence.append("No style holds \(percent(StyleDetector.dominance)) of the screens: mixed.")
      return result(.mixed, leaning: style, confidence: confidence, shares: shares)
    }
    if let cleanEvidence { evidence.append(cleanEvidence) }
    // Views that call use cases themselves are Clean when the use cases stand over repositories, laid out apart;
    // "use cases" with no layer under them are helpers, and the answer leans Clean without naming it.
    if style == .clean, !cleanLayers {
      evidence.append("Views hold use cases, but no Clean layers were found under them: unsure.")
      return result(.unsure, leaning: .clean, confidence: min(confidence, StyleDetector.unsureCeiling), shares: shares)
    }
    if confidence < StyleDetector.minimumConfidence {
      evidence.append("Confidence \(String(format: "%.2f", confidence)) is below \(StyleDetector.minimumConfidence): unsure.")
      return result(.unsure, leaning: style, confidence: confidence, shares: shares)
    }
    return result(style, leaning: style, confidence: confidence, shares: shares)
  }

  /// The most a detection may claim when most of the Swift files were read only as folders standing in for projects
  /// or manifests the load could not read (`Codebase.unreadShare`): the modules, their dependencies and which of
  /// them are apps are guesses, so no answer reaches 0.8, and a library, which rests on what is missing (no screen,
  /// no UI app), is unsure: the missing part may be in what was not read.
  static func mostlyUnread(_ style: ArchitectureStyle, leaning: ArchitectureStyle, confidence: Double)
    -> (ArchitectureStyle, ArchitectureStyle, Double)
  {
    if style == .library { return (.unsure, .library, min(confidence, unsureCeiling)) }
    return (style, leaning, min(confidence, partialCeiling))
  }

  /// The highest confidence of an answer read mostly from folders standing in for unread projects.
  static let partialCeiling = 0.79
  /// The confidence of an unsure answer that leans somewhere: just below `minimumConfidence`.
  static let unsureCeiling = 0.49

  /// The first four names of a list, and how many more there are: evidence a reader can check, kept short.
  static func someOf(_ names: [String], first count: Int = 4) -> String {
    let shown = names.prefix(count).joined(separator: ", ")
    return names.count > count ? "\(shown) and \(names.count - count) more" : shown
  }

  /// How far the screen count lets plumb be sure: one screen shows a style but says little of the codebase (0.6),
  /// two a little more (0.75), three or more fully.
  static func fewScreens(_ count: Int) -> Double { count >= 3 ? 1 : count == 2 ? 0.75 : 0.6 }

  /// Fewer screens than this make a small app, where each feature's structure weighs in.
  static let smallApp = 6

  /// Roles other than the screen's own that its feature's types play (presenter, interactor, router, view
  /// model, coordinator, builder, worker), by the feature's stem in the screen's module.
  func featureParts(of screen: Screen) -> Int {
    let stem = Codebase.stem(of: screen.view.name)
    let parts: [Role] = [.presenter, .interactor, .router, .viewModel, .coordinator, .factory, .worker]
    return parts.count { codebase.partners[Codebase.PartnerKey(module: screen.view.module, stem: stem, role: $0)] != nil }
  }

  /// Whether an app module of `modules` (of the codebase when nil) imports a UI framework outside test folders.
  func hasUIApp(modules: Set<ModuleID>?) -> Bool {
    let apps = modules.map { codebase.appModules.intersection($0) } ?? codebase.appModules
    let uiFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit"]
    return codebase.files.contains { file in
      // An app under a tests folder (`Tests/SPM/ios-dynamic`) hosts integration tests: it ships no screen. (The
      // path is looked at last: asked for every file of every module's detection, it was the costly question.)
      guard let module = codebase.moduleOfFile[file.path], apps.contains(module), !CodeIndex.isTestPath(file.path)
      else { return false }
      return file.imports.contains { uiFrameworks.contains($0.module) }
    }
  }

  /// The style of each code module with its own screens; modules without screens are libraries to the styles.
  func moduleStyles() -> [ModuleStyle] {
    codebase.codeModules.map { module in
      let detection = detect(modules: [module.id])
      return ModuleStyle(
        module: module.id, style: detection.style, leaning: detection.leaning, confidence: detection.confidence,
        screens: detection.screens)
    }
  }

  private func structure(screens: [Screen], modules: Set<ModuleID>?) -> Structure {
    guard modules == nil else { return .singleTarget }
    // Modular: two or more library modules beside the apps, or screens spread over an app and a library (two
    // apps side by side are two single targets, not a modular app). Inferred folders are no modules of a build.
    let libraries = codebase.codeModules.filter { !codebase.appModules.contains($0.id) && $0.kind != .inferred }
    let screenLibraries = Set(screens.map(\.view.module)).intersection(libraries.map(\.id))
    guard libraries.count >= 2 || !screenLibraries.isEmpty else { return .singleTarget }
    let packaged = libraries.filter { codebase.graph.container(of: $0.id)?.kind == .swiftPackage }.count
    return packaged * 2 >= libraries.count ? .modularSPM : .layeredFrameworks
  }

  private func decidingType(_ node: TypeGraph.Node, _ shows: String) -> StyleDetection.DecidingType {
    let info = codebase.types[node]!
    return StyleDetection.DecidingType(
      type: node.name, module: node.module.name, file: info.file, line: info.fact.position.line, role: info.role,
      shows: shows)
  }

  static let meaning: [ArchitectureStyle: String] = [
    .mvc: "a view controller holds no view model, presenter or interactor",
    .mvvm: "a view holds a view model",
    .mvp: "a view holds a presenter that holds no interactor",
    .viper: "a view holds a presenter that holds an interactor",
    .vip: "a view controller holds an interactor",
    .tca: "a view holds a store",
    .clean: "a view holds a use case itself",
  ]
}

func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

extension Sequence where Element: Hashable {
  /// The number of distinct elements.
  var uniqueCount: Int { Set(self).count }
}
