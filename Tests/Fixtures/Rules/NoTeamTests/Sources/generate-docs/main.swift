import Glucose

// Writes the reference page of the sensor types for the documentation site.
func entry(for title: String, deprecated: Bool) -> String {
  if deprecated { return "- ~~\(title)~~ (deprecated)\n" }
  return "- \(title)\n"
}

let arguments = CommandLine.arguments
let output = arguments.count > 1 ? arguments[1] : "docs.md"
print(output, "# Sensors\n" + entry(for: Dexter.title, deprecated: false))
