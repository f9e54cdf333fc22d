import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbScanner

/// Code the compiler accepts that SwiftParser's default (Swift 6) mode rejects, and what plumb says about code the
/// parser rejects in every mode.
@Suite struct LanguageModeTests {
  private func scan(_ name: String) throws -> SourceScanner.Result {
    let root = Fixtures.url("Scanner/LanguageModes")
    return SourceScanner(threads: 1).scan(root: root, paths: [name])
  }

  @Test func swift5AttributeSpellingsParseWithoutErrors() throws {
    for name in ["Flags.swift", "Callbacks.swift"] {
      let result = try scan(name)
      #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
      #expect(result.files.first?.parseError == nil)
    }
    #expect(try scan("Flags.swift").files.first?.imports.map(\.module) == ["Options"])
  }

  /// SwiftParser reads a closure whose body starts `($0 as? T)?.call()` and later holds a `for ... in` as one with a
  /// signature, in both modes (primal-ios-app): plumb says which line the parser rejects, where, and that the rest
  /// is read, not that the code has a syntax error.
  @Test func codeTheParserRejectsInEveryModeIsSaidAsSuch() throws {
    let result = try scan("Themes.swift")
    #expect(result.diagnostics.map(\.description) == [
      "Themes.swift:7:8: warning: the Swift parser (SwiftSyntax 603.0.1) rejects line 7: unexpected code '$0' (in the "
        + "Swift 5 and 6 language modes); the rest of the file, its imports too, is read where the parser recovers"
    ])
    #expect(result.files.first?.imports.map(\.module) == ["Palette"])
  }

  @Test func theParserNameMatchesThePin() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let manifest = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    let version = try #require(SourceScanner.parserName.split(separator: " ").last)
    #expect(manifest.contains("swift-syntax.git\", exact: \"\(version)\""))
  }
}

/// twofas/2fas-ios encrypts some Swift files with git-crypt (`.gitattributes`); a checkout without the key holds
/// ciphertext, which plumb called "a binary file".
@Suite struct GitCryptFilesTests {
  @Test func anEncryptedFileIsNamedFromGitAttributes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-gitcrypt-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Vault/Keys")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let attributes = "*.strings diff=localizable\nVault/Keys/** filter=git-crypt diff=git-crypt\n"
    try attributes.write(to: root.appendingPathComponent(".gitattributes"), atomically: true, encoding: .utf8)
    let ciphertext = Data([0x00, 0x47, 0x49, 0x54, 0x43, 0x52, 0x59, 0x50, 0x54, 0x00, 0x9F, 0x12])
    try ciphertext.write(to: root.appendingPathComponent("Vault/Keys/Secrets.swift"))
    try ciphertext.write(to: root.appendingPathComponent("Vault/Blob.swift"))
    let result = SourceScanner(threads: 1).scan(root: root, paths: ["Vault/Keys/Secrets.swift", "Vault/Blob.swift"])
    #expect(
      result.diagnostics.map(\.description) == [
        "Vault/Keys/Secrets.swift: warning: not scanned: git-crypt encrypts it (.gitattributes:2 gives it "
          + "`filter=git-crypt`), and this checkout holds its ciphertext, not the Swift source (the repository's key "
          + "decrypts it)",
        "Vault/Blob.swift: warning: not scanned: a binary file (it holds NUL bytes), not Swift source",
      ])
  }
}
