import ProjectDescription
import ProjectDescriptionHelpers
import RoutesPlugin

let project = Project.module(
    name: ModuleRoute.Feature.Journal.rawValue,
    targets: [
        .interface(module: .feature(.Journal), spec: .init(
            dependencies: [.domain(target: .Weather, kind: .interface)],
            settings: .settings(base: BuildFlags.shared.merging(.linkAll), configurations: .stages)
        )),
        .implements(module: .feature(.Journal), dependencies: [
            .feature(target: .Journal, kind: .interface),
        ]),
        .tests(module: .feature(.Journal), dependencies: [
            .feature(target: .Journal),
        ]),
    ]
)
