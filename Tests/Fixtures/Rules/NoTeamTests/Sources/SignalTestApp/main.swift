import Glucose

// The app the signal tests launch: it reports the state of each reading it is given.
func state(of reading: Reading) -> String {
  if reading.isLow { return "low \(reading.value)" }
  return "ok \(reading.value)"
}

for reading in [Reading(value: 65), Reading(value: 90)] {
  print(state(of: reading))
}
