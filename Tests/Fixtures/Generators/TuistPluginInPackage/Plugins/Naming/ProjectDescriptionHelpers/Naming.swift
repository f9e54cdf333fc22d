import ProjectDescription

/// Hand-written fixture: the names and settings every manifest of the app shares, from a local plugin.
public struct Naming {
  public let appName: String
  public let bundlePrefix: String
  public let linkerSettings: SettingsDictionary
}

public let naming = Naming(
  appName: "Lantern",
  bundlePrefix: "org.example.lantern",
  linkerSettings: ["OTHER_LDFLAGS": ["$(inherited) -ObjC"]]
)
