import ProjectDescription
import ProjectDescriptionHelpers
import RoutesPlugin

let project = Project.module(
    name: ModuleRoute.Domain.Weather.rawValue,
    targets: [
        .interface(module: .domain(.Weather)),
        .implements(module: .domain(.Weather), dependencies: [
            .domain(target: .Weather, kind: .interface),
        ]),
        .testing(module: .domain(.Weather), dependencies: [
            .domain(target: .Weather, kind: .interface),
        ]),
        .tests(module: .domain(.Weather), dependencies: [
            .domain(target: .Weather),
            .domain(target: .Weather, kind: .testing),
        ]),
    ]
)
