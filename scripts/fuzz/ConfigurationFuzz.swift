import Foundation
import PlumbModel

/// Any bytes as a `.plumb.yml`: Yams composes what it can, and the loader turns it into a configuration and problems
/// at lines of the file; it never crashes or hangs, whatever the aliases. `extends:` may name only presets here (a
/// path would read the disk).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let yaml = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  guard !yaml.contains("extends") || !yaml.contains("/") && !yaml.contains(".y") else { return 0 }
  let result = ConfigurationLoader().parse(yaml, file: "fuzz.yml")
  // Line breaks as YAML 1.1 has them: `\n`, `\r\n`, a lone `\r`, and NEL, LS and PS.
  var lines = 1
  var previous: Unicode.Scalar = " "
  for scalar in yaml.unicodeScalars {
    if scalar == "\r" || (scalar == "\n" && previous != "\r") || ["\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
      lines += 1
    }
    previous = scalar
  }
  for diagnostic in result.diagnostics where diagnostic.location?.file == "fuzz.yml" {
    if let line = diagnostic.location?.line, line < 0 || line > lines + 1 {
      fatalError("a problem at line \(line) of a \(lines)-line configuration: \(diagnostic.message)")
    }
  }
  return 0
}
