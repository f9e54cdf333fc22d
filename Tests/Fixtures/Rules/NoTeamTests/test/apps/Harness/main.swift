import Glucose

// The app the integration tests drive: it reads a value from its arguments and prints its state.
func state(of argument: String?) -> String {
  guard let argument, let value = Double(argument) else { return "NONE" }
  return Reading(value: value).isLow ? "LOW" : "OK"
}

print(state(of: CommandLine.arguments.last))
