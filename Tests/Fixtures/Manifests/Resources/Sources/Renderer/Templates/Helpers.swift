/// Compiled: only `Templates/Page.swift` is a resource.
func trimmed(_ text: String) -> String { text }
