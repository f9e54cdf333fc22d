import Glucose

// Prints whether the readings given on the command line are low.
func describe(_ argument: String) -> String {
  guard let value = Double(argument) else { return "not a number: \(argument)" }
  return Reading(value: value).isLow ? "low" : "ok"
}

for argument in CommandLine.arguments.dropFirst() {
  print(describe(argument))
}
