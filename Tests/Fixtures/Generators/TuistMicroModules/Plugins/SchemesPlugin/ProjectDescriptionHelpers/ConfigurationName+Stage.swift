import ProjectDescription

public enum Stage: String {
    case dev = "Dev"
    case release = "Release"
}

/// No stage is called "Beta": the default is taken.
public let stage = Stage(rawValue: "Beta") ?? .dev

public extension ConfigurationName {
    static var dev: ConfigurationName { configuration(Stage.dev.rawValue) }
    static var release: ConfigurationName { configuration(Stage.release.rawValue) }
}

public extension Array where Element == Configuration {
    static let stages: [Configuration] = stage == Stage.release
        ? [.release(name: .release)]
        : [.debug(name: .dev), .release(name: .release)]
}

/// `dev` is also a case of `Stage`: `switch self` reads its patterns in this enum.
public enum Lane: String {
    case dev
    case store

    public var configurations: [Configuration] {
        switch self {
        case .dev: return .stages
        case .store: return [.release(name: .release)]
        }
    }
}

public let lane = Lane(rawValue: "Nightly") ?? .dev
