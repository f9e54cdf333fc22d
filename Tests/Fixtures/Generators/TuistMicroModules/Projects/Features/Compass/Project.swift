import ProjectDescription
import ProjectDescriptionHelpers
import RoutesPlugin

let project = Project.module(
    name: ModuleRoute.Feature.Compass.rawValue,
    targets: [
        .interface(module: .feature(.Compass), dependencies: [
            .domain(target: .Weather, kind: .interface),
        ]),
        .implements(module: .feature(.Compass), dependencies: [
            .feature(target: .Compass, kind: .interface),
            .feature(target: .Journal, kind: .interface),
            .domain(target: .Weather, kind: .interface),
        ]),
        .tests(module: .feature(.Compass), dependencies: [
            .feature(target: .Compass),
            .domain(target: .Weather, kind: .testing),
        ]),
        .demo(module: .feature(.Compass), spec: .init(dependencies: [
            .feature(target: .Compass),
        ])),
    ]
)
