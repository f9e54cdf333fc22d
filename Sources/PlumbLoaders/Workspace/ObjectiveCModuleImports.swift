import Foundation
import PlumbModel

/// The modules a package target's Objective-C files import by name: `@import PVAudio;` (`@import PVAudio.Buffers;`)
/// and a framework header, `#import <PVAudio/PVAudio.h>` (or `#include`). plumb reads nothing else of those files,
/// so these lines are all that is known of what they use; a header in quotes is the target's own.
enum ObjectiveCModuleImports {
  /// The extensions of the files read: Objective-C and Objective-C++ sources and their headers.
  static let extensions: Set<String> = ["m", "mm", "h"]

  /// The modules imported by the Objective-C files below `folder` (root-relative), but for those in or below
  /// `excluded` (root-relative paths), sorted; nil when none.
  static func modules(inFolder folder: String, excluded: Set<String>, root: URL, tree: FileTree) -> [String]? {
    let listing = tree.list(from: folder) { path, name in
      excluded.contains(path) || FileTree.isSkipped(folder: name) || name.hasPrefix(".")
    }
    var names = Set<String>()
    for file in listing.files where extensions.contains(FileTree.pathExtension(of: XcodePath.lastComponent(file))) {
      guard !excluded.contains(file), !XcodePath.lastComponent(file).hasPrefix("."),
        let data = try? TextFile.bytes(of: XcodePath.url(file, root: root))
      else { continue }
      names.formUnion(modules(in: String(decoding: data, as: UTF8.self)))
    }
    return names.isEmpty ? nil : names.sorted()
  }

  /// The modules the lines of one file import (`@import M`, `#import <M/...>`, `#include <M/...>`).
  static func modules(in text: String) -> Set<String> {
    var names = Set<String>()
    for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("@import") {
        let name = identifier(at: trimmed.dropFirst("@import".count).drop { $0 == " " || $0 == "\t" })
        if !name.isEmpty, trimmed.dropFirst("@import".count).first.map({ $0 == " " || $0 == "\t" }) == true {
          names.insert(name)
        }
      } else if trimmed.hasPrefix("#") {
        let directive = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
        for keyword in ["import", "include"] where directive.hasPrefix(keyword) {
          let rest = directive.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
          guard rest.first == "<" else { continue }
          let name = identifier(at: rest.dropFirst())
          if !name.isEmpty, rest.dropFirst(name.count + 1).first == "/" { names.insert(name) }
        }
      }
    }
    return names
  }

  /// The identifier at the start of `text` (letters, digits, `_`); empty when there is none.
  private static func identifier(at text: Substring) -> String {
    String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }
}
