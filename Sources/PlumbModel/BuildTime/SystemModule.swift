/// A system module whose first import in a clean build costs the front end much more than the standard library's
/// setup does: the first compile job that imports it builds its Clang modules into the build's module cache and
/// writes its index records, and every later job finds them made (`Benchmarks/buildtime.md`, measured with
/// `scripts/bench/generate-imports.py`: one-file modules that differ only in their import, built in a fixed order).
///
/// Each is counted with what importing it loads too (`loaded`): Foundation brings FoundationEssentials, Dispatch and
/// the C library, so a build whose first system import is Foundation pays the four, and one that imported the C
/// library before pays the rest. Dispatch does not bring the C library (a build that imported Dispatch first still
/// paid the C library's whole cost at its first `import Glibc`).
public enum SystemModule: String, CaseIterable, Codable, Hashable, Comparable, Sendable {
  /// The C library's Swift overlay: Glibc, Musl, Darwin and their kin, whichever the platform has.
  case libc
  /// Dispatch (libdispatch's overlay).
  case dispatch
  /// The core of Foundation that swift-foundation builds apart (FoundationEssentials, and
  /// FoundationInternationalization above it), which packages import instead of Foundation where it exists.
  case foundationEssentials
  /// Foundation and the modules beside it (FoundationNetworking, FoundationXML), and the Apple frameworks that
  /// import it (UIKit, AppKit, SwiftUI, ...): for those, what the machine measured is Foundation's part only, a
  /// lower bound (their own cost was not measured: their SDKs are not on Linux).
  case foundation

  /// The system module an `import` of `name` loads, nil for any other module (the standard library's own modules
  /// are part of the setup every build pays).
  public init?(importing name: String) {
    switch name {
    case "Glibc", "Musl", "Darwin", "Android", "Bionic", "WASILibc", "ucrt", "CRT", "WinSDK": self = .libc
    case "Dispatch": self = .dispatch
    case "FoundationEssentials", "FoundationInternationalization": self = .foundationEssentials
    case "Foundation", "FoundationNetworking", "FoundationXML", "UIKit", "AppKit", "Cocoa", "SwiftUI", "WatchKit",
      "CoreData":
      self = .foundation
    default: return nil
    }
  }

  /// What importing it loads, itself included, in declaration order.
  public var loaded: [SystemModule] {
    switch self {
    case .libc: [.libc]
    case .dispatch: [.dispatch]
    case .foundationEssentials: [.libc, .foundationEssentials]
    case .foundation: [.libc, .dispatch, .foundationEssentials, .foundation]
    }
  }

  public static func < (lhs: SystemModule, rhs: SystemModule) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The system modules a set of imports loads, in declaration order, each once.
  public static func loaded(byImporting names: some Sequence<String>) -> [SystemModule] {
    Set(names.compactMap(SystemModule.init(importing:)).flatMap(\.loaded)).sorted()
  }

  /// The system modules a file's imports load. An import in the `#else` of an `#if canImport(X)` (or an `#elseif`
  /// after it), X a system module the file imports, is left out: a platform that has X compiles the first branch,
  /// and the code asked for X first (`#if canImport(FoundationEssentials) import FoundationEssentials #else import
  /// Foundation`: FoundationEssentials). Every other import counts, whatever `#if` it sits under.
  public static func loaded(byImportsOf file: FileFacts) -> [SystemModule] {
    let system = Set(file.imports.map(\.module).filter { SystemModule(importing: $0) != nil })
    return loaded(
      byImporting: file.imports.filter { fact in
        guard let condition = fact.condition else { return true }
        return negatedCanImports(in: condition).isDisjoint(with: system)
      }.map(\.module))
  }

  /// The modules `canImport(X)` names inside a negated group `!(...)` of an import's condition, as the scanner
  /// writes the conditions of `#else` and `#elseif` branches.
  static func negatedCanImports(in condition: String) -> Set<String> {
    var names = Set<String>()
    var rest = Substring(condition)
    while let start = rest.range(of: "!(") {
      var depth = 1
      var end = start.upperBound
      while end < rest.endIndex, depth > 0 {
        if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
        end = rest.index(after: end)
      }
      var group = rest[start.upperBound..<end]
      while let call = group.range(of: "canImport(") {
        let name = group[call.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        names.insert(String(name))
        group = group[call.upperBound...]
      }
      rest = rest[end...]
    }
    return names
  }
}
