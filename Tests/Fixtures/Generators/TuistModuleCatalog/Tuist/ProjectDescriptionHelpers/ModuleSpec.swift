import ProjectDescription

public struct ModuleSpec {
    public let name: String
    public let kind: ModuleKind
    public let dependencies: [TargetDependency]
    public let testDependencies: [TargetDependency]
    public let product: Product?

    var localDependencies: [TargetDependency] {
        dependencies.filter {
            switch $0 {
            case .external: false
            default: true
            }
        }
    }

    public static func spec(
        name: String,
        kind: ModuleKind,
        product: Product? = nil,
        dependencies: [TargetDependency] = [],
        testDependencies: [TargetDependency] = []
    ) -> Self {
        .init(
            name: name,
            kind: kind,
            dependencies: dependencies,
            testDependencies: testDependencies,
            product: product
        )
    }
}
