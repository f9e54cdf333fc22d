import ProjectDescription

let bundlePrefix = "org.orchard"

extension Project {
    public static func orchard(
        name: String,
        specs: [ModuleSpec],
        externalDependencies: [TargetDependency]
    ) -> Project {
        let appTargets = appPair(
            name: name,
            dependencies: specs.map { .target(name: $0.name) } + externalDependencies
        )
        let modulePairs = specs.map { modulePair(spec: $0) }
        let allPairs = [appTargets] + modulePairs
        let testTargets = allPairs.compactMap { _, tests in tests }
        return Project(
            name: name,
            settings: sharedSettings(),
            targets: allPairs.flatMap { [$0.0, $0.1].compactMap { $0 } },
            schemes: [
                .scheme(
                    name: "AllTests",
                    buildAction: .buildAction(targets: testTargets.map { .target($0.name) })
                )
            ]
        )
    }

    private static func modulePair(spec: ModuleSpec) -> (Target, Target?) {
        let name = spec.name
        let folder = "Modules/\(spec.kind.folderName)"
        let resources: [String] = spec.kind.bundlesResources ? ["\(folder)/\(name)/Resources/**"] : []
        let module = Target.target(
            name: name,
            destinations: .iOS,
            product: spec.product ?? defaultProduct(),
            bundleId: "\(bundlePrefix).\(name)",
            sources: ["\(folder)/\(name)/Sources/**"],
            resources: .resources(resources.map { .init(stringLiteral: $0) }),
            dependencies: spec.dependencies,
            settings: sharedSettings()
        )
        if case .featureInterface = spec.kind {
            return (module, nil)
        }
        let tests = Target.target(
            name: "\(name)Tests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "\(bundlePrefix).\(name)Tests",
            sources: ["\(folder)/\(name)/Tests/**"],
            dependencies: [.target(name: name)] + spec.localDependencies + spec.testDependencies
        )
        return (module, tests)
    }

    private static func appPair(name: String, dependencies: [TargetDependency]) -> (Target, Target) {
        let app = Target.target(
            name: name,
            destinations: .iOS,
            product: .app,
            bundleId: "\(bundlePrefix).\(name)",
            sources: ["\(name)/Sources/**"],
            dependencies: dependencies,
            settings: sharedSettings()
        )
        let tests = Target.target(
            name: "\(name)Tests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "\(bundlePrefix).\(name)Tests",
            sources: ["\(name)/Tests/**"],
            dependencies: [.target(name: "\(name)")]
        )
        return (app, tests)
    }

    private static func defaultProduct() -> Product {
        if case let .string(linking) = Environment.orchardLinking {
            linking == "static" ? .staticLibrary : .framework
        } else {
            .framework
        }
    }

    private static func sharedSettings() -> Settings {
        let perConfiguration: (ProjectDescription.ConfigurationName) -> [String: SettingValue] = { configuration in
            let settings: [String: SettingValue] =
                switch configuration {
                case .staging:
                    ["ORCHARD_ENDPOINT": "staging"]
                default:
                    .init()
                }
            return settings.swiftActiveCompilationConditions(
                BuildConditions.activeConditions(for: configuration)
            )
        }
        return .settings(
            base: .init()
                .swiftVersion("6.0")
                .merging(["ORCHARD_STRICT": SettingValue(true)]),
            configurations: [
                .debug(name: .staging, settings: perConfiguration(.staging)),
                .release(name: .live, settings: perConfiguration(.live)),
            ]
        )
    }
}

extension ProjectDescription.ConfigurationName {
    public static let staging: Self = .configuration("Staging")
    public static let live: Self = .configuration("Live")
}
