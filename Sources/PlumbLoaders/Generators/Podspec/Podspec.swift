/// What a CocoaPods podspec declares, as far as the module graph needs it: the root spec and its subspecs, test
/// specs and app specs, each with its source globs and pod dependencies, with the lines that declare them.
///
/// Read from the Ruby DSL (`Name.podspec`) by `PodspecRubyReader` or from `Name.podspec.json` by
/// `PodspecJSONReader`, never by running Ruby.
struct Podspec: Hashable, Sendable {
  /// A root spec, a subspec, a test spec or an app spec: CocoaPods' specs nest, and a child inherits its parent's
  /// attributes (its sources and dependencies are added to the parent's when it is selected).
  struct Spec: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case library
      /// `test_spec`: `isUI` for `test_type = :ui`.
      case test(isUI: Bool)
      /// `app_spec`.
      case app
    }

    /// `Session` for the root, `Core` for `s.subspec 'Core'`.
    var name: String
    var kind: Kind = .library
    /// The line that opens the spec (`Pod::Spec.new`, `s.subspec 'Core' do`).
    var line: Int
    /// `source_files` globs, relative to the podspec's folder, with the line of each.
    var sourceFiles: [Located] = []
    var excludeFiles: [Located] = []
    /// `dependency 'Name'`, as written (`Alamofire`, `Session/Core`).
    var dependencies: [Located] = []
    /// `ios`, `osx`, `tvos`, `watchos`, `visionos`: from `platform`, `platforms` and `<platform>.deployment_target`.
    var platforms: Set<String> = []
    var moduleName: String?
    /// The `#if` flags its `xcconfig` and `user_target_xcconfig` set (`-D GRDBCIPHER` in `OTHER_SWIFT_FLAGS`):
    /// `pod install` writes them into the configuration files of the targets that use the pod.
    var userConditions: [String] = []
    /// `default_subspecs`; `[]` for `:none`, nil when not written (all subspecs).
    var defaultSubspecs: [String]?
    var subspecs: [Spec] = []
    /// Test and app specs (only of the root spec).
    var testSpecs: [Spec] = []
    var appSpecs: [Spec] = []

    init(name: String, kind: Kind = .library, line: Int) {
      self.name = name
      self.kind = kind
      self.line = line
    }

    /// The subspec at a path of names (`["UI", "Buttons"]`).
    func subspec(at path: some Collection<String>) -> Spec? {
      guard let first = path.first else { return self }
      return subspecs.first { $0.name == first }?.subspec(at: path.dropFirst())
    }
  }

  /// A value with the line of the podspec that writes it.
  struct Located: Hashable, Sendable {
    var value: String
    var line: Int
  }

  /// The podspec, relative to the analysed root.
  var path: String
  var root: Spec
}

extension Podspec {
  /// The pods `specs` depend on, by pod name (a subspec's `Firebase/Analytics` is `Firebase`), once each, in order,
  /// with the line of the first: the pod itself left out, whose subspecs are part of its module.
  func podDependencies(of specs: [Spec], podName: String) -> [Located] {
    var result: [Located] = []
    var seen: Set<String> = []
    for dependency in specs.flatMap(\.dependencies) {
      let name = String(dependency.value.split(separator: "/").first ?? "")
      guard !name.isEmpty, name != podName, name != root.name, seen.insert(name).inserted else { continue }
      result.append(Located(value: name, line: dependency.line))
    }
    return result
  }

  /// CocoaPods' platform names, as plumb's `BuildInfo.platforms` names them.
  static func platformName(_ cocoaPods: String) -> String? {
    switch cocoaPods.lowercased() {
    case "ios": "iOS"
    case "osx", "macos": "macOS"
    case "tvos": "tvOS"
    case "watchos": "watchOS"
    case "visionos": "visionOS"
    default: nil
    }
  }

  /// In a fixed order, so platform-scoped values are read in the same order every run.
  static let platformSelectors = ["ios", "osx", "macos", "tvos", "watchos", "visionos"]
}

extension Podspec {
  /// The root spec and the subspecs Podfile entries select (`[]` for the root alone, `["Core"]` for `Session/Core`),
  /// with the subspecs those depend on (`dependency 'Session/Core'`), each once.
  func selectedSpecs(_ selections: Set<[String]>, podName: String) -> [Spec] {
    var chosen: [[String]] = []
    var pending: [[String]] = []
    for selection in selections.sorted(by: { $0.joined(separator: "/") < $1.joined(separator: "/") }) {
      pending += expanded(selection)
    }
    while let path = pending.first {
      pending.removeFirst()
      guard !chosen.contains(path), let spec = root.subspec(at: path) else { continue }
      chosen.append(path)
      for dependency in spec.dependencies {
        let parts = dependency.value.split(separator: "/").map(String.init)
        if parts.count > 1, parts[0] == root.name || parts[0] == podName {
          pending += expanded(Array(parts.dropFirst()))
        }
      }
    }
    return chosen.compactMap { root.subspec(at: $0) }
  }

  /// A selection with what it brings along: the specs on its path (a subspec inherits its parents'
  /// attributes) and, below it, its `default_subspecs`, else every subspec.
  private func expanded(_ selection: [String]) -> [[String]] {
    var result = (0...selection.count).map { Array(selection.prefix($0)) }
    guard let spec = root.subspec(at: selection) else { return result }
    let below = spec.defaultSubspecs ?? spec.subspecs.map(\.name)
    for name in below { result += expanded(selection + [name]).filter { !result.contains($0) } }
    return result
  }
}
