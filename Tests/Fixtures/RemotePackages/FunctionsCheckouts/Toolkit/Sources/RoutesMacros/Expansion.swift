/// Used by the macro while it expands, never linked into a client.
public func describe(_ value: String) -> String { value }
