import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.orchard(
    name: "Orchard",
    specs: [
        .spec(
            name: "Harvest",
            kind: .feature,
            dependencies: [
                .target(name: "HarvestInterface"),
                .target(name: "Ledger"),
                .target(name: "Gauges"),
                .external(name: "Tally"),
            ],
            testDependencies: [
                .external(name: "TallyTesting"),
            ]
        ),
        .spec(
            name: "HarvestInterface",
            kind: .featureInterface
        ),
        .spec(
            name: "Ledger",
            kind: .core(),
            dependencies: [
                .target(name: "Gauges"),
            ]
        ),
        .spec(
            name: "Gauges",
            kind: .tooling(ui: true),
            product: .staticLibrary
        ),
    ],
    externalDependencies: [
        .external(name: "Tally"),
    ]
)
