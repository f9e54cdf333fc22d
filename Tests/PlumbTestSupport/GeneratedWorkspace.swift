import Foundation

/// A synthetic workspace written into a fresh temporary folder: `packages` local packages of `modulesPerPackage`
/// targets each, every target depending on earlier ones of its package and on a product of the package before,
/// each with a view, a view model and a coordinator. The same arguments give the same files.
public enum GeneratedWorkspace {
  public static func make(packages: Int, modulesPerPackage: Int) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-generated-\(UUID().uuidString)")
    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    for p in 0..<packages {
      let name = "Package\(p)"
      var targets: [String] = []
      for m in 0..<modulesPerPackage {
        let module = "P\(p)M\(m)"
        var dependencies = Set([m - 1, m / 2, m / 3].filter { $0 >= 0 && $0 < m }.map { "\"P\(p)M\($0)\"" })
        if p > 0 && m % 7 == 0 {
          dependencies.insert(".product(name: \"P\(p - 1)M\(m % modulesPerPackage)\", package: \"Package\(p - 1)\")")
        }
        let sorted = dependencies.sorted()
        targets.append("    .target(name: \"\(module)\", dependencies: [\(sorted.joined(separator: ", "))]),")
        let imports = sorted.map { dependency -> String in
          if dependency.hasPrefix(".product") {
            return "import " + dependency.split(separator: "\"")[1]
          }
          return "import " + dependency.replacingOccurrences(of: "\"", with: "")
        }
        try write(
          "Packages/\(name)/Sources/\(module)/\(module).swift",
          imports.joined(separator: "\n") + "\n\npublic struct \(module)View { let model = \(module)ViewModel() }\n"
            + "public final class \(module)ViewModel { public init() {} }\n"
            + "public final class \(module)Coordinator { func start() -> \(module)View { \(module)View() } }\n")
      }
      let products = (0..<modulesPerPackage).map { "    .library(name: \"P\(p)M\($0)\", targets: [\"P\(p)M\($0)\"])," }
      let dependency = p > 0 ? "  dependencies: [.package(path: \"../Package\(p - 1)\")],\n" : ""
      try write(
        "Packages/\(name)/Package.swift",
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n  name: \"\(name)\",\n"
          + "  products: [\n\(products.joined(separator: "\n"))\n  ],\n\(dependency)  targets: [\n"
          + targets.joined(separator: "\n") + "\n  ]\n)\n")
    }
    return root
  }
}
