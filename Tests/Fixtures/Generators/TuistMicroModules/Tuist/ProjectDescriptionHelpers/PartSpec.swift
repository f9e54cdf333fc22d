import ProjectDescription
import SchemesPlugin

public struct PartSpec: Buildable {
    public var product: Product
    public var sources: SourceFilesList?
    public var dependencies: [TargetDependency]
    public var settings: Settings?

    public init(
        product: Product = .staticLibrary,
        sources: SourceFilesList? = .sources,
        dependencies: [TargetDependency] = [],
        settings: Settings? = nil
    ) {
        self.product = product
        self.sources = sources
        self.dependencies = dependencies
        self.settings = settings
    }

    func toTarget(named name: String, product: Product? = nil) -> Target {
        .target(
            name: name,
            destinations: .iOS,
            product: product ?? self.product,
            bundleId: "org.lantern.\(name)",
            sources: sources,
            dependencies: dependencies,
            settings: settings ?? .settings(
                base: BuildFlags.shared.merging((product ?? self.product) == .framework ? .linkAll : .linkDefault),
                configurations: .stages
            )
        )
    }
}
