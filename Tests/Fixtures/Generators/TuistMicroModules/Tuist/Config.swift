import ProjectDescription

let config = Config(
    plugins: [
        .local(path: .relativeToRoot("Plugins/RoutesPlugin")),
        .local(path: .relativeToRoot("Plugins/SchemesPlugin")),
    ]
)
