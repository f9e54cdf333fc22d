import Kit

/// Formats a greeting for display.
public func banner(for greeting: Greeting) -> String { "** \(greeting.text) **" }
