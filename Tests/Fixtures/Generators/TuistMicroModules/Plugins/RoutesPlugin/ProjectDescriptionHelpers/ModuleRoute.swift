import ProjectDescription

public enum ModuleRoute {
    case feature(Feature)
    case domain(Domain)
}

public extension ModuleRoute {
    func targetName(kind: PartKind) -> String {
        switch self {
        case let .feature(module as any PartNaming),
            let .domain(module as any PartNaming):
            return module.targetName(kind: kind)
        }
    }
}

public extension ModuleRoute {
    enum Feature: String, PartNaming, CaseIterable {
        case Compass
        case Journal
        case Atlas
    }

    enum Domain: String, PartNaming, CaseIterable {
        case Weather
    }
}

public enum PartKind: String {
    case interface = "Interface"
    case sources = ""
    case testing = "Testing"
    case unitTest = "Tests"
    case demo = "Demo"
}

public protocol PartNaming {
    func targetName(kind: PartKind) -> String
}

public extension PartNaming where Self: RawRepresentable {
    func targetName(kind: PartKind) -> String {
        "\(self.rawValue)\(kind.rawValue)"
    }
}
