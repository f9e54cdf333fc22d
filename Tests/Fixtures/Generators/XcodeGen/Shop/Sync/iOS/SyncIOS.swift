extension Sync { static let platform = "iOS" }
