import ProjectDescription
import ProjectDescriptionHelpers
import RoutesPlugin

let project = Project(
    name: "Lantern",
    targets: [
        .target(
            name: "Lantern",
            destinations: .iOS,
            product: .app,
            bundleId: "org.lantern.app",
            sources: ["Sources/**"],
            dependencies: ModuleRoute.Feature.allCases.map { TargetDependency.feature(target: $0) }
                + [.domain(target: .Weather)]
        ),
    ]
)
