let arguments = CommandLine.arguments.dropFirst()
print(arguments.isEmpty ? "usage: glucose-dev-tool <sensor.json>" : "writing glue for \(arguments.joined(separator: " "))")
