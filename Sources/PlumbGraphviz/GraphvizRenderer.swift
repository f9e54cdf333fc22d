import CGraphviz
import Foundation

/// Lays out DOT text with Graphviz's `dot` engine and renders it, in process: the Graphviz C library is opened at
/// run time (`GraphvizLibrary`), no `dot` executable is looked up or started, and plumb's binary links no Graphviz
/// library, so everything but drawing works where Graphviz is not installed.
///
/// Graphviz keeps global state (the error handler, the parser, the context), so every call holds one process-wide
/// lock. The text is parsed with a memory discipline of plumb's (CGraphviz.c) that makes cgraph order clusters as
/// the text declares them: with malloc's addresses deciding that order, a graph laid out after others in the same
/// process (the HTML report draws several) could come out differently from run to run.
public enum GraphvizRenderer {
  public enum Format: String, CaseIterable, Sendable {
    case svg, png, pdf
  }

  /// Renders `dot` to the bytes of an SVG, PNG or PDF document.
  ///
  /// - Throws: `GraphvizError.notInstalled` when the Graphviz library cannot be opened; otherwise `GraphvizError`
  ///   with Graphviz's own message when the text does not parse, the layout fails or no plugin renders the format.
  public static func render(dot: String, format: Format) throws -> Data {
    lock.lock()
    defer { lock.unlock() }
    let library = try GraphvizLibrary.shared.get()
    var bytes: UnsafeMutablePointer<CChar>?
    var length = 0
    let status = dot.withCString { plumb_graphviz_render(library.handle, $0, format.rawValue, &bytes, &length) }
    defer { if let bytes { plumb_graphviz_free_data(library.handle, bytes) } }
    let message = { (fallback: String) -> String in
      let text = String(cString: plumb_graphviz_messages(library.handle))
        .trimmingCharacters(in: .whitespacesAndNewlines)
      return text.isEmpty ? fallback : text
    }
    switch status {
    case plumb_graphviz_ok:
      guard let bytes else { throw GraphvizError.renderFailed(format: format.rawValue, message: "no output") }
      return Data(bytes: bytes, count: length)
    case plumb_graphviz_no_context: throw GraphvizError.noContext
    case plumb_graphviz_invalid_dot: throw GraphvizError.invalidDOT(message: message("the DOT text does not parse"))
    case plumb_graphviz_layout_failed: throw GraphvizError.layoutFailed(message: message("the dot layout failed"))
    default:
      throw GraphvizError.renderFailed(
        format: format.rawValue, message: message("no Graphviz plugin renders \(format.rawValue)"))
    }
  }

  /// Renders to text; SVG is the only text format.
  public static func svg(dot: String) throws -> String {
    String(decoding: try render(dot: dot, format: .svg), as: UTF8.self)
  }

  /// Whether drawing can work here: the Graphviz library opens. `plumb report` asks before drawing, so a missing
  /// Graphviz is said once, not per drawing.
  public static var isAvailable: Bool {
    lock.lock()
    defer { lock.unlock() }
    return (try? GraphvizLibrary.shared.get()) != nil
  }

  /// Why drawing cannot work here, when it cannot: the `notInstalled` error's one line.
  public static var unavailableReason: String? {
    lock.lock()
    defer { lock.unlock() }
    if case .failure(let error) = GraphvizLibrary.shared { return error.description }
    return nil
  }

  private static let lock = NSLock()
}

/// libgvc and libcgraph, opened once per process by name, never closed.
public struct GraphvizLibrary: @unchecked Sendable {
  /// The names tried, in order: the runtime packages' versioned names (Debian and Ubuntu's `libgvc6`, Fedora's
  /// `graphviz`), the development symlinks, then macOS's, Homebrew's prefixes included (dlopen on macOS does not
  /// search /opt/homebrew/lib).
  public static let candidates: [(gvc: String, cgraph: String)] = [
    ("libgvc.so.6", "libcgraph.so.6"),
    ("libgvc.so", "libcgraph.so"),
    ("libgvc.6.dylib", "libcgraph.6.dylib"),
    ("libgvc.dylib", "libcgraph.dylib"),
    ("/opt/homebrew/lib/libgvc.dylib", "/opt/homebrew/lib/libcgraph.dylib"),
    ("/usr/local/lib/libgvc.dylib", "/usr/local/lib/libcgraph.dylib"),
  ]

  /// What to install, said in every "not found" message.
  public static let installHint =
    "install Graphviz's runtime library (Debian/Ubuntu: apt-get install libgvc6; Fedora: dnf install graphviz; "
    + "macOS: brew install graphviz)"

  let handle: OpaquePointer
  /// The version libgvc reports, such as "2.42.2".
  public let version: String?

  /// The library of the whole process, opened on first use: from the folder `PLUMB_GRAPHVIZ_LIBDIR` names when it
  /// is set (a Graphviz installed under another prefix), else by the system's search.
  static let shared: Result<GraphvizLibrary, GraphvizError> = load(
    candidates: ProcessInfo.processInfo.environment["PLUMB_GRAPHVIZ_LIBDIR"].map(candidates(in:)) ?? candidates)

  /// The versioned and unversioned names, Linux's and macOS's, in `folder`.
  public static func candidates(in folder: String) -> [(gvc: String, cgraph: String)] {
    [("so.6", "so.6"), ("so", "so"), ("6.dylib", "6.dylib"), ("dylib", "dylib")].map { gvc, cgraph in
      ((folder as NSString).appendingPathComponent("libgvc.\(gvc)"),
       (folder as NSString).appendingPathComponent("libcgraph.\(cgraph)"))
    }
  }

  /// Opens the first pair of `candidates` that opens and has every function plumb calls.
  ///
  /// - Returns: `.failure(.notInstalled)` naming what to install and what the dynamic loader said of each name.
  public static func load(candidates: [(gvc: String, cgraph: String)]) -> Result<GraphvizLibrary, GraphvizError> {
    var reasons: [String] = []
    for candidate in candidates {
      var error = [CChar](repeating: 0, count: 1024)
      if let handle = plumb_graphviz_open(candidate.gvc, candidate.cgraph, &error, error.count) {
        let version = plumb_graphviz_version(handle).map { String(cString: $0) }
        return .success(GraphvizLibrary(handle: handle, version: version))
      }
      reasons.append(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return .failure(.notInstalled(tried: reasons))
  }
}

/// A failure inside Graphviz, with the message Graphviz gave, or Graphviz missing.
public enum GraphvizError: Error, Equatable, CustomStringConvertible, Sendable {
  /// No Graphviz library opened; `tried` holds the dynamic loader's reason for each name.
  case notInstalled(tried: [String])
  case noContext
  case invalidDOT(message: String)
  case layoutFailed(message: String)
  case renderFailed(format: String, message: String)

  public var description: String {
    switch self {
    case .notInstalled: "drawing needs the Graphviz library, which is not installed: \(GraphvizLibrary.installHint)"
    case .noContext: "Graphviz could not create a rendering context"
    case .invalidDOT(let message): "Graphviz could not read the DOT text: \(message)"
    case .layoutFailed(let message): "Graphviz could not lay out the graph: \(message)"
    case .renderFailed(let format, let message): "Graphviz could not render \(format): \(message)"
    }
  }
}
