import PlumbModel
import Testing

@testable import PlumbScanner

/// `FunctionFact.returnsABundleResource`: a function or getter whose body only returns a resource of
/// `Bundle.module`, or only calls such a function of the same file by its name.
@Suite struct ResourceAccessorTests {
  @Test func functionsThatReturnABundleResource() {
    let functions = SourceScanner.scan(
      source: """
        import Foundation
        enum Queries {
          static var highlights: URL { get { url("highlights") } }
          static func injections() -> URL { return url("injections") }
          static func locals() -> String? { Bundle.module.path(forResource: "locals", ofType: "scm") }
          static func all() -> [URL]? { Bundle.module.urls(forResourcesWithExtension: "scm", subdirectory: nil) }
          static func icon() -> URL? { Bundle.main.url(forResource: "icon", withExtension: "png") }
          static func named(_ name: String) -> URL { URL(fileURLWithPath: name) }
          static func wrapped() -> URL { named("x") }
          static func decorated(_ name: String) -> URL { url(name.uppercased()) }
          static func reading() -> Data? { try? Data(contentsOf: url("highlights")) }
          init() {}
        }
        private func url(_ name: String) -> URL {
          Bundle.module.url(forResource: name, withExtension: "scm")!
        }
        """
    ).functions
    #expect(
      functions.map { "\($0.name) \($0.returnsABundleResource)" } == [
        "get true", "injections true", "locals true", "all true", "icon false", "named false", "wrapped false",
        "decorated false", "reading false", "init false", "url true",
      ])
  }
}
