public enum ModuleKind: Sendable {
    case feature
    case featureInterface
    case core(ui: Bool = false)
    case tooling(ui: Bool = false)

    public var folderName: String {
        switch self {
        case .feature, .featureInterface:
            "Features"
        case .core:
            "Core"
        case .tooling:
            "Tooling"
        }
    }

    var bundlesResources: Bool {
        switch self {
        case .feature:
            true
        case .core(ui: true), .tooling(ui: true):
            true
        default:
            false
        }
    }
}
