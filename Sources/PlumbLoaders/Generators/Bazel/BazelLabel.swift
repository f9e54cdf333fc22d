/// A Bazel label as a BUILD file writes it (`//Modules/Feature:Feature`, `//Modules/Feature`, `:Feature`, `Feature`,
/// `@repo//path:name`, `@swiftpkg_alamofire//:Alamofire`), resolved against the package it is written in.
struct BazelLabel: Hashable, Sendable {
  /// The external repository (`swiftpkg_alamofire`); nil for the main repository.
  var repository: String?
  /// The package, relative to its workspace root (`Modules/Feature`, `""` for the root package).
  var package: String
  /// The target or file name inside the package (`Feature`, `Sources/A.swift`).
  var name: String

  /// Reads `text` as written in package `current`. `mainNames` are the names the main repository gives itself
  /// (`module(name = ...)`, `workspace(name = ...)`): `@that//x` is `//x`. Nil for text that is no label.
  init?(_ text: String, in current: String, mainNames: Set<String> = []) {
    var rest = Substring(text)
    var repository: String?
    if rest.hasPrefix("@") {
      rest = rest.drop { $0 == "@" }
      let end = rest.firstIndex(of: "/") ?? rest.firstIndex(of: ":") ?? rest.endIndex
      let name = String(rest[..<end])
      rest = rest[end...]
      repository = name.isEmpty || mainNames.contains(name) ? nil : name
      if rest.isEmpty {
        // `@repo` alone is `@repo//:repo`.
        guard !name.isEmpty else { return nil }
        self.init(repository: repository, package: "", name: name)
        return
      }
    }
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let colon = rest.firstIndex(of: ":")
      let package = String(rest[..<(colon ?? rest.endIndex)])
      var name = colon.map { String(rest[rest.index(after: $0)...]) } ?? ""
      if colon == nil {
        // `//path` is `//path:path`.
        guard let last = package.split(separator: "/").last else { return nil }
        name = String(last)
      }
      guard !name.isEmpty else { return nil }
      self.init(repository: repository, package: package, name: name)
      return
    }
    guard repository == nil, !text.hasPrefix("@") else { return nil }
    if rest.hasPrefix(":") { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return nil }
    self.init(repository: nil, package: current, name: String(rest))
  }

  init(repository: String?, package: String, name: String) {
    self.repository = repository
    self.package = package
    self.name = name
  }

  /// `//package:name`, in Bazel's spelling.
  var description: String {
    let prefix = repository.map { "@\($0)" } ?? ""
    return "\(prefix)//\(package):\(name)"
  }
}
