import ProjectDescription

public enum BuildFlags {
    static let shared: SettingsDictionary = ["SWIFT_STRICT_CONCURRENCY": "complete"]
}

public extension SettingsDictionary {
    static let linkAll: SettingsDictionary = ["OTHER_LDFLAGS": "$(inherited) -all_load"]
    static let linkDefault: SettingsDictionary = ["OTHER_LDFLAGS": "$(inherited)"]
}
