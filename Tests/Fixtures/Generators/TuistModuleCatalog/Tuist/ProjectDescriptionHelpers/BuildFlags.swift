import ProjectDescription

public enum BuildFlag: String, Sendable {
    case seasonalHarvest = "FLAG_SEASONAL_HARVEST"
}

public enum BuildConditions {
    public static func activeConditions(
        for configuration: ProjectDescription.ConfigurationName
    ) -> [String] {
        commonConditions(for: configuration) + flags(for: configuration).map(\.rawValue)
    }

    public static func flags(for configuration: ProjectDescription.ConfigurationName) -> [BuildFlag] {
        switch configuration {
        case .staging:
            [.seasonalHarvest]
        default:
            []
        }
    }

    private static func commonConditions(for configuration: ProjectDescription.ConfigurationName) -> [String] {
        switch configuration {
        case .staging:
            ["STAGING"]
        case .live:
            []
        default:
            []
        }
    }
}
