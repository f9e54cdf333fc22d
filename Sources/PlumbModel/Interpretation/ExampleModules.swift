extension ModuleGraph {
  /// Whether a module is an example, demo, sample or integration app beside the code it shows, or the mocks and
  /// views of Xcode previews, not part of the codebase's architecture: its name, its folder or its project is such a
  /// word (`Examples`, `Demo`, `iOS Example`, `NukeDemo`, `SampleApp`, `Playgrounds`, `Integration`,
  /// `DeltaPreviews`). Such modules are rarely tested.
  public func isExample(_ module: Module) -> Bool {
    let places = [module.name, module.path ?? "", container(of: module.id)?.path ?? ""]
    return places.contains { place in
      place.split(separator: "/").contains { Self.isExampleName(String($0)) }
    }
  }

  /// A name made of words (`DemoApp`, `Nuke Demo`, `sample-app`, `Examples.xcodeproj`) whose first or last word
  /// is an example word, the others only words of an app (`App`, `iOS`, `SwiftUI`): `SampleRate` is no sample, and
  /// `Integration` counts only alone or with such words (`IntegrationApp`), never in `FirebaseIntegration`.
  static func isExampleName(_ name: String) -> Bool {
    var base = name
    for suffix in [".xcodeproj", ".xcworkspace", ".swiftpm"] where base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
    }
    let words = Self.words(of: base)
    guard let first = words.first, let last = words.last else { return false }
    if exampleWords.contains(first) {
      return words.dropFirst().allSatisfy { appWords.contains($0) || exampleWords.contains($0) }
    }
    return exampleWords.contains(last) && last != "integration"
  }

  /// `DemoApp` → demo, app; `iOSExample` → ios, example; `UIKitDemo` → uikit, demo; `Nuke_Demo` → nuke, demo.
  static func words(of name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      // A capital starts a word after a lowercase letter (`DemoApp`, but not the `OS` of `iOS`), or ends a run of
      // capitals when a lowercase letter follows it (`UIKitDemo`, `iOSExample`).
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if character.isUppercase, let previous, !current.isEmpty, current != "i" {
        if previous.isLowercase || (previous.isUppercase && next?.isLowercase == true && current.count > 1) {
          words.append(current)
          current = ""
        }
      }
      current.append(Character(character.lowercased()))
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  static let exampleWords: Set<String> = [
    "example", "examples", "demo", "demos", "sample", "samples", "playground", "playgrounds", "integration",
    "showcase", "previews",
  ]
  static let appWords: Set<String> = [
    "app", "apps", "ios", "macos", "tvos", "watchos", "visionos", "swiftui", "uikit", "appkit", "project", "mac",
    "catalyst", "spm", "carthage", "cocoapods", "test", "host",
  ]
}
