import ProjectDescription

public extension ProjectDescription.Path {
    static func relativeToFeature(_ path: String) -> Self {
        .relativeToRoot("Projects/Features/\(path)")
    }

    static func relativeToDomain(_ path: String) -> Self {
        .relativeToRoot("Projects/Domains/\(path)")
    }
}

public extension TargetDependency {
    static func feature(target: ModuleRoute.Feature, kind: PartKind = .sources) -> TargetDependency {
        .project(target: target.targetName(kind: kind), path: .relativeToFeature(target.rawValue))
    }

    static func domain(target: ModuleRoute.Domain, kind: PartKind = .sources) -> TargetDependency {
        .project(target: target.targetName(kind: kind), path: .relativeToDomain(target.rawValue))
    }
}

public extension ProjectDescription.Path {
    static var app: Self {
        .relativeToRoot("Projects/Lantern")
    }
}
