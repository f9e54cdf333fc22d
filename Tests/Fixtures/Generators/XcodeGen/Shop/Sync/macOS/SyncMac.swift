extension Sync { static let platform = "macOS" }
