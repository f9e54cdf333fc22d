import ProjectDescription
import RoutesPlugin

public extension Target {
    static func interface(module: ModuleRoute, spec: PartSpec) -> Target {
        spec.with {
            $0.sources = .interface
        }
        .toTarget(named: module.targetName(kind: .interface), product: .framework)
    }

    static func interface(module: ModuleRoute, dependencies: [TargetDependency] = []) -> Target {
        PartSpec(sources: .interface, dependencies: dependencies)
            .toTarget(named: module.targetName(kind: .interface), product: .framework)
    }

    static func implements(module: ModuleRoute, dependencies: [TargetDependency] = []) -> Target {
        PartSpec(sources: .sources, dependencies: dependencies)
            .toTarget(named: module.targetName(kind: .sources))
    }

    static func testing(module: ModuleRoute, dependencies: [TargetDependency] = []) -> Target {
        PartSpec(sources: .testing, dependencies: dependencies)
            .toTarget(named: module.targetName(kind: .testing), product: .framework)
    }

    static func tests(module: ModuleRoute, dependencies: [TargetDependency] = []) -> Target {
        PartSpec(sources: .unitTests, dependencies: dependencies)
            .toTarget(named: module.targetName(kind: .unitTest), product: .unitTests)
    }

    static func demo(module: ModuleRoute, spec: PartSpec) -> Target {
        spec.with {
            $0.sources = .demoSources
            $0.settings = .settings(
                base: (spec.settings?.base ?? [:]).merging(["ENABLE_PREVIEWS": "YES"], uniquingKeysWith: { _, new in new }),
                configurations: .stages
            )
            $0.dependencies = spec.dependencies + [.feature(target: .Journal, kind: .interface)]
        }
        .toTarget(named: module.targetName(kind: .demo), product: .app)
    }
}
