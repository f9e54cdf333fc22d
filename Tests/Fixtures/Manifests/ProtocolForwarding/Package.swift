// swift-tools-version: 5.9
import PackageDescription

// The C and C++ settings share a protocol of this manifest, whose extension gives `define` default arguments and
// forwards to the requirement: for `CSetting` that call is PackageDescription's own `define`, not the extension's.
protocol _FlagSetting {
  static func define(_ name: String, to value: String?, _ condition: BuildSettingCondition?) -> Self
}

extension _FlagSetting {
  static func define(_ name: String, when condition: BuildSettingCondition?) -> Self {
    .define(name, to: nil, condition)
  }

  static func define(_ name: String, to value: String? = nil, _ condition: BuildSettingCondition? = nil) -> Self {
    .define(name, to: value, condition)
  }
}

extension CSetting: _FlagSetting {}
extension CXXSetting: _FlagSetting {}

let package = Package(
  name: "Lantern",
  targets: [
    .target(
      name: "Lantern",
      cSettings: [
        .define("LANTERN_BRIGHT"),
        .define("LANTERN_LINUX", when: .when(platforms: [.linux])),
      ],
      swiftSettings: [.define("LANTERN")])
  ]
)
