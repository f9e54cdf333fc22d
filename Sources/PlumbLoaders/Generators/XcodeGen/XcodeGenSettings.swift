import Foundation
import PlumbModel

/// The build settings XcodeGen writes for a target, per configuration, in the levels an Xcode project has (project
/// configuration file, project settings, target configuration file, target settings), so they are resolved by the
/// same `XcodeBuildSettings` a `project.pbxproj` is read with. Each settings level holds XcodeGen's presets that
/// plumb reads (`SDKROOT` from the platform, `SUPPORTED_PLATFORMS` from `supportedDestinations`, `DEBUG` for debug
/// configurations, the test host) under the spec's `settings` (`groups`, `base`, then matching `configs`).
struct XcodeGenSettings {
  let root: URL
  /// The walk of the root, which says whether git ignores a missing configuration file.
  let tree: FileTree
  let document: XcodeGenNode
  let specFolder: String
  let projectName: String
  /// Configuration names with their type (`debug`, `release`), sorted by name.
  let configurations: [(name: String, type: String?)]
  /// `options.settingPresets`: `all` (the default), `project`, `targets` or `none`.
  let presets: String
  /// The platform every target shares, which XcodeGen writes as the project's `SDKROOT`.
  let sharedPlatform: String?

  init(
    root: URL, tree: FileTree, document: XcodeGenNode, specFolder: String, projectName: String, platforms: [String?]
  ) {
    self.root = root
    self.tree = tree
    self.document = document
    self.specFolder = specFolder
    self.projectName = projectName
    if let configs = document["configs"]?.entries, !configs.isEmpty {
      configurations = configs.map { ($0.key, $0.value.string?.lowercased()) }.sorted { $0.name < $1.name }
    } else {
      configurations = [("Debug", "debug"), ("Release", "release")]
    }
    presets = document["options"]?["settingPresets"]?.string ?? "all"
    let first = platforms.first ?? nil
    sharedPlatform = platforms.allSatisfy { $0 == first } ? first : nil
  }

  /// What XcodeGen writes as `SDKROOT` for a platform.
  static let sdkRoots = [
    "iOS": "iphoneos", "macOS": "macosx", "tvOS": "appletvos", "watchOS": "watchos", "visionOS": "xros", "auto": "auto",
  ]

  static let supportedPlatforms = [
    "iOS": "iphoneos iphonesimulator", "macOS": "macosx", "macCatalyst": "", "tvOS": "appletvos appletvsimulator",
    "watchOS": "watchos watchsimulator", "visionOS": "xros xrsimulator",
  ]

  /// One `XcodeBuildSettings` per configuration, in name order.
  /// - Parameter targetPresets: settings XcodeGen adds for the target before its own (`SDKROOT`, `TEST_HOST`).
  /// - Parameter problems: what the configuration files' readers said (missing includes, files outside the folder).
  func settings(
    of target: XcodeGenNode, name: String, targetPresets: [String: String], problems: inout [Diagnostic]
  ) -> [XcodeBuildSettings] {
    configurations.map { configuration in
      var levels: [XcodeBuildSettings.Level] = []
      var complete = true
      let projectFile = configFile(document, configuration.name)
      let targetFile = configFile(target, configuration.name)
      let reader = XCConfigReader(
        root: root, projectFolder: specFolder, ignoringRule: { [tree] in XCConfigReader.ignoringRule($0, tree: tree) })
      let projectFileLevel = projectFile.map { reader.read($0) }
      let targetFileLevel = targetFile.map { reader.read($0) }
      problems += (projectFileLevel?.diagnostics ?? []) + (targetFileLevel?.diagnostics ?? [])
      // Presets do not override what a configuration file sets (XcodeGen removes them).
      let fileKeys = Set((projectFileLevel?.level.values.keys).map(Array.init) ?? [])
        .union((targetFileLevel?.level.values.keys).map(Array.init) ?? [])

      var project = XcodeBuildSettings.Level()
      if let sharedPlatform, let sdk = Self.sdkRoots[sharedPlatform] { project.assign("SDKROOT", sdk) }
      if configuration.type == "debug", presets == "all" || presets == "project",
        !(projectFileLevel?.level.values.keys.contains("SWIFT_ACTIVE_COMPILATION_CONDITIONS") ?? false)
      {
        project.assign("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "DEBUG")
      }
      apply(document["settings"], configuration: configuration.name, to: &project)

      var own = XcodeBuildSettings.Level()
      if presets == "all" || presets == "targets" {
        for (key, value) in targetPresets.sorted(by: { $0.key < $1.key }) where !fileKeys.contains(key) {
          own.assign(key, value)
        }
      }
      apply(target["settings"], configuration: configuration.name, to: &own)

      if let projectFileLevel {
        levels.append(projectFileLevel.level)
        complete = complete && projectFileLevel.complete
      }
      levels.append(project)
      if let targetFileLevel {
        levels.append(targetFileLevel.level)
        complete = complete && targetFileLevel.complete
      }
      levels.append(own)
      let builtIn = [
        "TARGET_NAME": name, "PROJECT_NAME": projectName, "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".",
      ]
      return XcodeBuildSettings(levels: levels, builtIn: builtIn, isComplete: complete)
    }
  }

  /// `configFiles: {Debug: path}` of the project or a target, root-relative.
  private func configFile(_ node: XcodeGenNode, _ configuration: String) -> String? {
    guard let path = node["configFiles"]?[configuration]?.string else { return nil }
    return XcodePath.join(specFolder, path)
  }

  /// A `settings` value: a flat mapping of settings, or `groups`/`presets`, `base` and `configs` (a config key
  /// applies to every configuration whose name contains it, unless it is exactly another configuration's name).
  private func apply(_ settings: XcodeGenNode?, configuration: String, to level: inout XcodeBuildSettings.Level,
    depth: Int = 0)
  {
    guard let settings, settings.entries != nil, depth < 8 else { return }
    let isStructured = ["configs", "groups", "base"].contains { settings[$0] != nil }
    guard isStructured else {
      assign(settings, to: &level)
      return
    }
    for group in (settings["groups"] ?? settings["presets"])?.strings ?? [] {
      let definition = document["settingGroups"]?[group] ?? document["settingPresets"]?[group]
      apply(definition, configuration: configuration, to: &level, depth: depth + 1)
    }
    if let base = settings["base"] { assign(base, to: &level) }
    let names = Set(configurations.map(\.name))
    for entry in settings["configs"]?.entries ?? [] {
      let matches = configuration.lowercased().contains(entry.key.lowercased())
      let isOther = names.contains(entry.key) && entry.key != configuration
      guard matches, !isOther else { continue }
      apply(entry.value, configuration: configuration, to: &level, depth: depth + 1)
    }
  }

  /// Settings as XcodeGen writes them: lists joined with spaces, booleans as `YES`/`NO`.
  private func assign(_ mapping: XcodeGenNode, to level: inout XcodeBuildSettings.Level) {
    for entry in mapping.entries ?? [] {
      if let items = entry.value.sequence {
        level.assign(entry.key, items.compactMap(\.string).joined(separator: " "))
      } else if let text = entry.value.string {
        let lower = text.lowercased()
        let isBool = ["true", "false"].contains(lower)
        level.assign(entry.key, isBool ? (lower == "true" ? "YES" : "NO") : text)
      }
    }
  }
}
