import AppCore
import Foundation

// Reads its options before starting: logic of its own, which a test should check.
var port = 8080
for argument in CommandLine.arguments.dropFirst() {
  if let value = Int(argument), value > 0 {
    port = value
  }
}
func serve(on port: Int) {
  guard port < 65536 else { return }
  startAppCore()
  print("serving on \(port)")
}
serve(on: port)
