import ProjectDescription

/// The app's names, kept as stored constants with initial values and read through an instance made by an empty
/// initialiser.
public struct Branding {
  public init() {}

  let appName: String = "Lantern"
  let bundlePrefix = "org.example"
  var suffix = "Kit"
  let destinations: Destinations = .iOS
  let linking = SettingsDictionary().otherLinkerFlags(["$(inherited)", "-ObjC"])

  var infoPlist: [String: Plist.Value] {
    Branding.plist(for: self)
  }

  /// The app's Info.plist: shared keys, then the ones set from the names.
  static func plist(for branding: Branding) -> [String: Plist.Value] {
    var plist: [String: Plist.Value] = ["UILaunchScreen": [:]]
    plist["CFBundleDisplayName"] = .string(branding.appName)
    plist["UILaunchScreen"] = ["UIColorName": "Background"]
    return plist
  }
}

/// Made by the memberwise initialiser: `shade` given or left to its initial value, `tint` always its own.
public struct Palette {
  let tint: String = "Amber"
  var shade = "Dark"
  var layer: String
}

extension Project {
  public static func app(dependencies: [TargetDependency]) -> Project {
    let branding = Branding()
    return Project(
      name: branding.appName,
      targets: [
        .target(
          name: branding.appName, destinations: branding.destinations, product: .app,
          bundleId: "\(branding.bundlePrefix).\(branding.appName.lowercased())",
          infoPlist: .extendingDefault(with: branding.infoPlist), sources: ["Sources/**"],
          dependencies: dependencies, settings: .settings(base: branding.linking))
      ])
  }

  public static func framework(palette: Palette) -> Project {
    let branding = Branding()
    let name = palette.layer + palette.shade + branding.suffix
    return Project(
      name: name,
      targets: [
        .target(
          name: name, destinations: branding.destinations, product: .framework, productName: palette.tint + name,
          bundleId: "\(branding.bundlePrefix).\(name)", sources: ["Sources/**"])
      ])
  }
}
