import PlumbModel
import PlumbScanner
import PlumbTestSupport
import Testing

@Suite struct ImportExtractionTests {
  @Test func plainAndAttributedImportsKeepTheirKindAndPosition() {
    let text = MarkedText(
      """
      1️⃣import Foundation
      2️⃣@testable import Core
      3️⃣@_exported import Models
        4️⃣@_implementationOnly import Secrets
      5️⃣@_spi(Internal) import Toolkit
      """)
    let imports = SourceScanner.scan(source: text.source).imports
    #expect(imports.map(\.module) == ["Foundation", "Core", "Models", "Secrets", "Toolkit"])
    #expect(imports.map(\.position) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { text[$0] })
    #expect(imports[0].attributes.isEmpty)
    #expect(imports[1].isTestable && !imports[1].isExported)
    #expect(imports[2].isExported)
    #expect(imports[3].isImplementationOnly)
    #expect(imports[4].attributes == ["_spi(Internal)"])
    #expect(text["4️⃣"] == SourcePosition(line: 4, column: 3))
  }

  @Test func accessLevelImports() {
    let imports = SourceScanner.scan(
      source: """
        public import Core
        package import Networking
        internal import Models
        fileprivate import Helpers
        private import Secrets
        """
    ).imports
    #expect(imports.map(\.accessLevel) == [.public, .package, .internal, .fileprivate, .private])
  }

  @Test func scopedImportsKeepTheirKindAndFullPath() {
    let text = MarkedText(
      """
      import struct Core.User
      import func Core.makeUser
      1️⃣import class UIKit.UIViewController
      import enum Models.Route
      import protocol Core.Service
      import typealias Core.Identifier
      import var Core.version
      import let Core.build
      import Darwin.C.stdio
      """)
    let imports = SourceScanner.scan(source: text.source).imports
    #expect(imports.map(\.scopeKind) == [.struct, .func, .class, .enum, .protocol, .typealias, .var, .let, nil])
    #expect(imports[0].module == "Core")
    #expect(imports[0].path == ["Core", "User"])
    #expect(imports[2].position == text["1️⃣"])
    #expect(imports[8].path == ["Darwin", "C", "stdio"])
    #expect(!imports[8].isScoped)
  }

  @Test func conditionalImportsAreRecordedWithTheirCondition() {
    let text = MarkedText(
      """
      #if canImport(UIKit)
      1️⃣import UIKit
      #elseif os(macOS)
      import AppKit
      #else
      import Foundation
      #endif
      #if DEBUG
        #if canImport(Inject)
          2️⃣import Inject
        #endif
      #endif
      import Core
      """)
    let imports = SourceScanner.scan(source: text.source).imports
    #expect(imports.map(\.module) == ["UIKit", "AppKit", "Foundation", "Inject", "Core"])
    #expect(imports[0].condition == "canImport(UIKit)")
    #expect(imports[0].position == text["1️⃣"])
    // An `#elseif` holds when the clauses before it did not.
    #expect(imports[1].condition == "!(canImport(UIKit)) && os(macOS)")
    #expect(imports[2].condition == "!(canImport(UIKit) || os(macOS))")
    #expect(imports[3].condition == "DEBUG && canImport(Inject)")
    #expect(imports[3].position == text["2️⃣"])
    #expect(imports[4].condition == nil)
    #expect(imports[4].isConditional == false)
  }

  @Test func importsInCommentsAndStringsDoNotCount() {
    let imports = SourceScanner.scan(
      source: #"""
        // import CommentedOut
        /* import BlockCommented
           import AlsoCommented */
        /// import DocComment
        let code = "import InString"
        let more = """
          import InMultilineString
          """
        let raw = #"import InRawString"#
        import Real
        """#
    ).imports
    #expect(imports.map(\.module) == ["Real"])
  }
}
