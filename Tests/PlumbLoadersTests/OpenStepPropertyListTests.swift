import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// plumb's reader of old-style property lists against Foundation's, the oracle, on every project file the
/// repository has, and on the constructs Xcode writes.
@Suite struct OpenStepPropertyListTests {
  static func projectFiles() -> [URL] {
    var files: [URL] = []
    for folder in [Fixtures.directory, Fixtures.samples] {
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
      for case let url as URL in enumerator where url.lastPathComponent == "project.pbxproj" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }

  static func sameAsFoundation(_ data: Data) throws -> Bool {
    let ours = try OpenStepPropertyList.parse(data).foundationValue
    let foundation = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    return NSDictionary(dictionary: ["v": ours]).isEqual(NSDictionary(dictionary: ["v": foundation]))
  }

  @Test func everyProjectFileReadsAsFoundationReadsIt() throws {
    var compared = 0
    for file in Self.projectFiles() {
      let data = try Data(contentsOf: file)
      // The broken fixture is for errors; Foundation rejects it too.
      guard (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) != nil else {
        #expect(throws: OpenStepPropertyList.ParseError.self) { try OpenStepPropertyList.parse(data) }
        continue
      }
      #expect(try Self.sameAsFoundation(data), "\(file.path)")
      compared += 1
    }
    #expect(compared >= 10)
  }

  @Test(arguments: [
    #"{ a = b; "quoted key" = "with \"escapes\" \\ \n \t and \U20ac and \101"; }"#,
    "// !$*UTF8*$!\n{ /* comment */ list = ( one, \"two\", three, ); empty = (); nested = { x = { y = z; }; }; }",
    "{ path = ../Shared/File-1.2_$:x.swift; data = <0fbd 7a00>; trailing = ( a ); }",
    "{ unicode = \"héllo wörld ✓\"; }",
    "\u{FEFF}{ bom = yes; }",
  ])
  func constructsXcodeWritesReadAsFoundationReadsThem(_ text: String) throws {
    #expect(try Self.sameAsFoundation(Data(text.utf8)))
  }

  @Test func deepNestingIsRefusedBeforeTheStackOverflows() {
    let text = "{ a = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + "; }"
    #expect {
      try OpenStepPropertyList.parse(Data(text.utf8))
    } throws: { error in
      (error as? OpenStepPropertyList.ParseError)?.message == "Dictionaries and arrays nest deeper than 256 levels"
    }
    let fine = "{ a = " + String(repeating: "(", count: 200) + String(repeating: ")", count: 200) + "; }"
    #expect(throws: Never.self) { try OpenStepPropertyList.parse(Data(fine.utf8)) }
  }

  @Test(arguments: [
    ("{ a = b; ", 1, "Expected terminating '}' for dictionary"),
    ("{\n a = (b, c;\n}", 2, "Missing ',' for array"),
    ("{\n a = b\n c = d; }", 3, "Missing ';' in dictionary"),
    ("{ a = \"unterminated; }", 1, "Unterminated quoted string"),
    ("{ a = b; } junk", 1, "Junk after the property list"),
    ("", 1, "Unexpected end of the property list"),
    ("{ a = b+c; }", 1, "Missing ';' in dictionary"),
  ])
  func brokenInputsSayWhatAndWhere(_ input: (String, Int, String)) {
    #expect {
      try OpenStepPropertyList.parse(Data(input.0.utf8))
    } throws: { error in
      guard let error = error as? OpenStepPropertyList.ParseError else { return false }
      return error.line == input.1 && error.message.hasPrefix(input.2)
    }
  }

  /// The reader's values are typed as read: a project's objects are taken apart with no cast.
  @Test func valuesAreTypedAsTheTextWritesThem() throws {
    let text = #"""
      // !$*UTF8*$!
      {
        /* a comment */ objects = {
          A1 /* Target */ = { isa = PBXNativeTarget; name = "App \\ \"One\""; list = ( B2, "C 3", ); };
          B2 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 5.0; FLAGS = ( "-a", "-b" ); }; };
          D4 = { isa = Blob; bytes = <0fbd 7a>; empty = (); nested = { x = { y = z; }; }; };
        };
        rootObject = A1;
      }
      """#
    let value = try OpenStepPropertyList.parse(Data(text.utf8))
    let objects = try #require(value.dictionary?["objects"]?.dictionary)
    #expect(value.dictionary?["rootObject"] == .string("A1"))
    #expect(objects["A1"]?.dictionary?["name"] == .string("App \\ \"One\""))
    #expect(objects["A1"]?.dictionary?["list"] == .array([.string("B2"), .string("C 3")]))
    #expect(objects["B2"]?.dictionary?["buildSettings"]?.dictionary?["FLAGS"] == .array([.string("-a"), .string("-b")]))
    #expect(objects["D4"]?.dictionary?["bytes"] == .data(Data([0x0F, 0xBD, 0x7A])))
    #expect(objects["D4"]?.dictionary?["empty"] == .array([]))
    #expect(objects["D4"]?.dictionary?["nested"] == .dictionary(["x": .dictionary(["y": .string("z")])]))
    // A value of another type than asked is nothing, not a cast's guess.
    #expect(objects["D4"]?.dictionary?["bytes"]?.string == nil)
    #expect(objects["A1"]?.dictionary?["name"]?.array == nil)
    #expect(objects["A1"]?.dictionary?["list"]?.dictionary == nil)
    #expect(try Self.sameAsFoundation(Data(text.utf8)))

    // The table's objects read their fields through the same types.
    let table = try PBXObjectTable(text: text)
    let target = try #require(table["A1"])
    #expect(target.isa == "PBXNativeTarget")
    #expect(target.string("name") == "App \\ \"One\"")
    #expect(target.strings("list") == ["B2", "C 3"])
    #expect(target.strings("name") == [])
    #expect(target.dictionary("list").isEmpty)
    #expect(table["B2"]?.dictionary("buildSettings")["SWIFT_VERSION"] == .string("5.0"))
    #expect(table.line(of: "A1") == 4)
    #expect(table.line(of: "D4") == 6)
    #expect(table.objects(isa: "Blob").map(\.id) == ["D4"])
  }
}
