/// Pairs a value with the source text that produced it.
@freestanding(expression)
public macro stamp<T>(_ value: T) -> (T, String) = #externalMacro(module: "StampMacros", type: "StampMacro")

public func label(_ text: String, count: Int) -> String {
  count > 1 ? "\(text) ×\(count)" : text
}
