import PlumbModel
import PlumbRules
import Testing

/// Findings name modules as a user writes them: the name, and where two modules share it, the project or package
/// that declares each; never an internal id (`inferred/X`, `external:unresolved/X`).
@Suite struct DisplayNameTests {
  let context: RuleContext = {
    let id = { (container: String, name: String) in ModuleID(container: container, name: name) }
    return RuleContext(
      graph: ModuleGraph(
        containers: [
          Container(name: "WooCommerce.xcodeproj", kind: .xcodeProject, path: "WooCommerce/WooCommerce.xcodeproj"),
          Container(name: "Networking", kind: .swiftPackage, path: "Networking/Package.swift"),
          Container(name: "inferred", kind: .inferred, path: ""),
          Container(name: "external:unresolved", kind: .external, path: "unresolved"),
          Container(name: "external:swift-log", kind: .external, path: "https://github.com/apple/swift-log.git"),
        ],
        modules: [
          Module(id: id("WooCommerce.xcodeproj", "Networking"), kind: .framework),
          Module(id: id("Networking", "Networking"), kind: .regular),
          Module(id: id("inferred", "Networking"), kind: .inferred),
          Module(id: id("external:unresolved", "Networking"), kind: .external),
          Module(id: id("external:swift-log", "Logging"), kind: .external),
          Module(id: id("WooCommerce.xcodeproj", "Yosemite"), kind: .framework),
        ]))
  }()

  @Test func uniqueNamesStandAlone() {
    #expect(context.displayName(ModuleID(container: "WooCommerce.xcodeproj", name: "Yosemite")) == "Yosemite")
    #expect(context.displayName(ModuleID(container: "external:swift-log", name: "Logging")) == "Logging")
  }

  @Test func sharedNamesSayWhereEachComesFrom() {
    let names = context.graph.modules.filter { $0.name == "Networking" }.map { context.displayName($0.id) }
    #expect(
      names.sorted() == [
        "Networking (WooCommerce.xcodeproj)", "Networking (a package plumb could not find)",
        "Networking (files outside any target)", "Networking (package Networking)",
      ])
    #expect(!names.contains { $0.contains("inferred/") || $0.contains("external:") })
  }
}
