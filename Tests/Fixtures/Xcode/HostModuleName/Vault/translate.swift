// A script the team runs by hand to sort the strings files; no target compiles it.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
for path in arguments where path.hasSuffix(".strings") {
  print("sorting \(path)")
}
