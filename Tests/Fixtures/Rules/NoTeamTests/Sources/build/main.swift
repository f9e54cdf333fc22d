// Packages the frameworks of the app before a release build.
func flags(for configuration: String) -> [String] {
  if configuration == "Release" { return ["-O", "-whole-module-optimization"] }
  return ["-Onone"]
}

for configuration in ["Debug", "Release"] {
  print("building \(configuration) with \(flags(for: configuration).joined(separator: " "))")
}
