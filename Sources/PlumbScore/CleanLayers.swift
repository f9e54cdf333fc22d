import PlumbModel

/// Clean Architecture's layers beneath the screens, as the code shows them: a domain layer of use cases over a data
/// layer of repositories, kept apart from the screens. "MVVM + Clean" is MVVM with these layers; a codebase that
/// states Clean Architecture and follows a screen pattern is that pattern with Clean layers when they are found
/// here, and not when its use cases are missing or sit in the screens' own files.
struct CleanLayers {
  /// Use cases, and interactors that no VIP or VIPER screen drives (in VIP and VIPER, the screens' interactors).
  var useCases: Int
  /// Repositories (and, under VIP and VIPER screens, the workers that stand for them).
  var repositories: Int
  /// How the layers were found apart from the screens, in words; nil when they were not.
  var apart: String?
  /// A use case over a repository kept in a layer's folder or a domain module, in words: the layers written in
  /// folders or targets, which a codebase with no screen shows its architecture by. Nil when none is.
  var layout: String?

  var found: Bool { apart != nil }

  /// Folder and module names of Clean Architecture's inner layers (lower-cased): code under them is laid out as a
  /// layer, not as a screen's part.
  static let layerNames: Set<String> = [
    "domain", "data", "usecases", "usecase", "repositories", "repository", "datasources", "infrastructure",
  ]

  /// The module names that hold the domain ring (`Domain`, `CoreDomain`), and those that hold the data ring.
  static func isDomainName(_ name: String) -> Bool { name.lowercased().hasSuffix("domain") }
  static func isDataName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix("data") || lower.hasSuffix("infrastructure") || lower.hasSuffix("repositories")
  }
}

extension Codebase {
  /// The Clean layers of `scope` under `screens`. Use cases count when there are two over a repository, or four;
  /// they are apart from the screens when a use case holds or calls a repository (the domain over the data), or when
  /// they or the repositories sit in a module that holds no screen, or under a folder named for a layer
  /// (`Domain/`, `Data/`, `UseCases/`). Under VIP or VIPER screens the interactors are the use cases (Clean Swift
  /// names them so), found as layers only when their workers or repositories sit apart in such a module or folder.
  /// A `Domain` module beside a `Data` or `Infrastructure` one lays the rings out as modules.
  func cleanLayers(scope unordered: [TypeInfo], screens: [Screen]) -> CleanLayers {
    // Mostly given in node order already (`CodeIndex.types(in:)`): a sort would still move every (large) info.
    let inOrder = unordered.indices.dropFirst().allSatisfy { unordered[$0 - 1].node < unordered[$0].node }
    let scope = inOrder ? unordered : unordered.sorted { $0.node < $1.node }
    let patternInteractors = screens.contains { $0.style == .vip || $0.style == .viper }
    let useCases = scope.filter { $0.role == .useCase || (!patternInteractors && $0.role == .interactor) }
    var data = scope.filter { $0.role == .repository }
    let screenModules = Set(screens.map(\.view.module))

    /// Where a type sits apart from the screens, in words.
    func placeApart(_ info: TypeInfo) -> String? {
      if !screens.isEmpty && !screenModules.contains(info.node.module) {
        return "in module \(info.node.module.name), which holds no screen"
      }
      let folders = info.file.split(separator: "/").dropLast()
      if let folder = folders.last(where: { CleanLayers.layerNames.contains($0.lowercased()) }) {
        return "in folder \(folder)/"
      }
      return nil
    }
    func placed(_ types: [TypeInfo]) -> String? {
      types.lazy.compactMap { info in placeApart(info).map { "\(info.name) \($0)" } }.first
    }

    if patternInteractors {
      let interactors = scope.filter { $0.role == .interactor && !$0.isProtocol }
      data += scope.filter { $0.role == .worker }
      let apart = interactors.count >= 2 ? placed(data) : nil
      return CleanLayers(
        useCases: interactors.count, repositories: data.count,
        apart: apart.map { "the screens' interactors over a data layer apart: \($0)" })
    }

    let enough = (useCases.count >= 2 && data.count >= 1) || useCases.count >= 4
    var apart: String?
    if !enough {
      // However few the use cases, the layering itself is Clean when the code lays it out: a use case under a
      // layer's folder (`Domain/UseCase/`) that calls a repository kept under a layer's folder too (`Domain/
      // Repository/`, `Data/`): the dependency rule written in folders, not a count.
      let laidOut = data.filter { placeApart($0) != nil }
      let repositoryNodes = Set(laidOut.map(\.node))
      let layered = useCases.first { useCase in
        placeApart(useCase) != nil
          && (held(by: useCase.node) + used(by: useCase.node)).contains(where: repositoryNodes.contains)
      }
      if let layered { apart = "\(layered.name) \(placeApart(layered)!) calls a repository laid out as a layer" }
    }
    if enough {
      let repositoryNodes = Set(data.map(\.node))
      let calling = useCases.first { useCase in
        (held(by: useCase.node) + used(by: useCase.node)).contains {
          repositoryNodes.contains($0) || roles(of: $0).contains(.repository)
        }
      }
      if let calling {
        apart = "\(calling.name) calls a repository"
      } else {
        apart = placed(useCases) ?? placed(data)
      }
    }
    let layout = layeredUseCase(useCases, over: data)
    // With no screen, nothing is kept apart from screens: the layers are found as the code lays them out.
    if apart == nil && screens.isEmpty { apart = layout }
    if apart == nil {
      // The rings as modules: a `Domain` module that holds entities, use cases or repositories, beside a data one.
      let moduleNames = Set(scope.map(\.node.module.name))
      let domain = moduleNames.sorted().first { name in
        CleanLayers.isDomainName(name) && scope.contains {
          $0.node.module.name == name && [.entity, .useCase, .repository].contains($0.role)
        }
      }
      let dataModule = moduleNames.sorted().first(where: CleanLayers.isDataName)
      if let domain, let dataModule { apart = "modules \(domain) and \(dataModule)" }
    }
    return CleanLayers(useCases: useCases.count, repositories: data.count, apart: apart, layout: layout)
  }

  /// The first use case kept under a layer's folder (`Domain/UseCase/`, `UseCases/`) or in a domain module that
  /// holds or calls a repository, in words: the domain ring over the data ring, as folders or targets lay it out.
  func layeredUseCase(_ useCases: [TypeInfo], over repositories: [TypeInfo]) -> String? {
    let repositoryNodes = Set(repositories.map(\.node))
    for useCase in useCases where !useCase.isProtocol {
      let folders = useCase.file.split(separator: "/").dropLast()
      let place = folders.last(where: { CleanLayers.layerNames.contains($0.lowercased()) }).map { "in folder \($0)/" }
        ?? (CleanLayers.isDomainName(useCase.node.module.name) ? "in module \(useCase.node.module.name)" : nil)
      guard let place else { continue }
      let calls = (held(by: useCase.node) + used(by: useCase.node)).contains {
        repositoryNodes.contains($0) || roles(of: $0).contains(.repository)
      }
      if calls { return "\(useCase.name) \(place) calls a repository" }
    }
    return nil
  }
}
