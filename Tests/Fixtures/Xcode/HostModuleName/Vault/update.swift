// A script the team runs by hand to bump the build number; no target compiles it.
import Foundation

let build = Int(CommandLine.arguments.last ?? "") ?? 0
print("build \(build + 1)")
