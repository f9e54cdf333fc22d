import PlumbModel

/// A file that nests too deep in a few places is scanned without them. Each statement or declaration where a
/// nesting limit is passed (`SourceNesting`: the innermost one a `{ }` holds, the file's own when none does) is
/// blanked: its bytes become spaces and its line breaks stay, so every other line keeps its number and the brackets
/// around it stay balanced. The rest of the file, its imports too, is parsed; what was left out is said, with its lines.
enum DeepStatements {
  /// At most this many are cut from one file: a file that needs more is left out whole.
  static let maximumCuts = 64

  enum Outcome {
    /// The file passes the limits as it is.
    case asIs
    /// The bytes to parse instead, and what was blanked in them, in line order.
    case cut([UInt8], [FileFacts.SkippedCode])
    /// No cut makes the file pass: the first limit it passes.
    case tooDeep(SourceNesting.Excess)
  }

  /// What to parse of `bytes` under `limits`; `census` is theirs when already taken.
  static func cut(
    _ bytes: UnsafeBufferPointer<UInt8>, limits: SourceNesting.Limits, census: SourceNesting? = nil
  ) -> Outcome {
    guard let first = (census ?? SourceNesting(bytes, limits: limits)).excess else { return .asIs }
    var blanked = Array(bytes)
    var skipped: [FileFacts.SkippedCode] = []
    var excess = first
    for _ in 0..<maximumCuts {
      guard !excess.statement.isEmpty else { return .tooDeep(first) }
      skipped.append(FileFacts.SkippedCode(lines: excess.statementLines, line: excess.line, reason: excess.message))
      for index in excess.statement where blanked[index] != 0x0A { blanked[index] = UInt8(ascii: " ") }
      guard let next = blanked.withUnsafeBufferPointer({ SourceNesting($0, limits: limits) }).excess else {
        return .cut(blanked, skipped.sorted { $0.lines.lowerBound < $1.lines.lowerBound })
      }
      excess = next
    }
    return .tooDeep(first)
  }
}

/// What the parser is given of a file that passed the content checks (`SourceScanner.checked`): its bytes as they
/// are, or a copy with the statements that nest too deep blanked (`DeepStatements`), and what was blanked. Taken
/// from the census the checks made, so that a file is counted once before it is parsed.
struct ParsableBytes: Sendable {
  private var blanked: [UInt8]?
  private var skipped: [FileFacts.SkippedCode]

  /// From a cut's outcome; a file no cut makes safe is given as it is (its callers checked it first).
  init(_ outcome: DeepStatements.Outcome) {
    if case .cut(let blanked, let skipped) = outcome {
      self.blanked = blanked
      self.skipped = skipped
    } else {
      blanked = nil
      skipped = []
    }
  }

  /// Runs `body` on the bytes to parse of `bytes` (the file these were taken from), and what was blanked in them.
  func with<Output>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, [FileFacts.SkippedCode]) -> Output
  ) -> Output {
    guard let blanked else { return body(bytes, []) }
    return blanked.withUnsafeBufferPointer { body($0, skipped) }
  }
}
