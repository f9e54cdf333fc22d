import Foundation

public func shell(_ command: String) throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", command]
  try process.run()
  process.waitUntilExit()
  return process.terminationStatus
}
