import PlumbModel

/// The targets a program's text asks swift-docc-plugin to document: the names after `--target` and `--product` in a
/// file that spells the plugin's `generate-documentation` command (a script target that builds the combined
/// documentation of a package's libraries, as apollographql/apollo-ios-dev's `DocumentationGenerator` does). The
/// plugin looks a `--target` up among the targets the package's own targets reach, so such a program depends on the
/// documented products without importing them; `unused-dependency` asks for the names. Read from the text, not the
/// syntax: the command is a string (often a multi-line literal with interpolations) passed to a shell.
enum DocumentationCommand {
  /// Found by its `-`, which Swift code seldom holds (one byte in some 770).
  static let verb = BytePattern("generate-documentation", anchor: "-")
  static let options = ["--target", "--product"]

  /// The names, sorted and unique; empty when the file does not spell the command.
  static func targets(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    guard verb.occurs(in: bytes) else { return [] }
    let text = String(decoding: bytes, as: UTF8.self)
    var names = Set<String>()
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\\" || $0 == "\"" })
    for (word, next) in zip(words, words.dropFirst()) where options.contains(String(word)) {
      let name = next.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
      if !name.isEmpty, name.first?.isLetter == true || name.first == "_" { names.insert(String(name)) }
    }
    return names.sorted()
  }
}
