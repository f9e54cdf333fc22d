import ProjectDescription
import SchemesPlugin

public extension Project {
    static func module(name: String, targets: [Target]) -> Project {
        Project(
            name: name,
            organizationName: "org.lantern",
            settings: .settings(configurations: lane.configurations),
            targets: targets,
            schemes: targets.contains { $0.product == .app }
                ? [.scheme(name: name), .scheme(name: "\(name)Demo")]
                : [.scheme(name: name)]
        )
    }
}
