import Foundation

/// Writes the build's stamp, a small JSON file, to the path given as the one argument.
@main
struct StampTool {
  static func main() throws {
    let arguments = CommandLine.arguments.dropFirst()
    guard let output = arguments.first, arguments.count == 1 else {
      print("usage: StampTool <output>")
      exit(1)
    }
    let stamp = #"{"built": true}"#
    try stamp.write(toFile: output, atomically: true, encoding: .utf8)
  }
}
