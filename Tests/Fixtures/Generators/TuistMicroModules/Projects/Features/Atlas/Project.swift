import ProjectDescription
import ProjectDescriptionHelpers
import RoutesPlugin

let project = Project.module(
    name: ModuleRoute.Feature.Atlas.rawValue,
    targets: [
        .interface(module: .feature(.Atlas)),
        .implements(module: .feature(.Atlas), dependencies: [
            .feature(target: .Atlas, kind: .interface),
            .feature(target: .Compass, kind: .interface),
        ]),
        .tests(module: .feature(.Atlas), dependencies: [
            .feature(target: .Atlas),
        ]),
    ]
)
