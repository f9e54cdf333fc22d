import State

public func settingsTitle() -> String { "Settings" }
