import CGraphviz
import Foundation

/// Lays out DOT text with Graphviz's `dot` engine and renders it, in process: the Graphviz C library is linked,
/// no `dot` executable is looked up or started.
///
/// Graphviz keeps global state (the error handler, the parser, the context), so every call holds one process-wide
/// lock. The text
/// is parsed with a memory discipline of plumb's (`plumb_read_dot` in CGraphviz's shim.h) that makes cgraph order
/// clusters as the text declares them: with malloc's addresses deciding that order, a graph laid out after others in
/// the same process (the HTML report draws several) could come out differently from run to run.
public enum GraphvizRenderer {
  public enum Format: String, CaseIterable, Sendable {
    case svg, png, pdf
  }

  /// Renders `dot` to the bytes of an SVG, PNG or PDF document.
  ///
  /// - Throws: `GraphvizError` with Graphviz's own message when the text does not parse, the layout fails or no
  ///   plugin renders the format.
  public static func render(dot: String, format: Format) throws -> Data {
    lock.lock()
    defer { lock.unlock() }
    collectedMessages = []
    let previousHandler = agseterrf(collectMessage)
    defer { _ = agseterrf(previousHandler) }
    _ = agreseterrors()

    guard let context = sharedContext else { throw GraphvizError.noContext }

    guard let graph = dot.withCString({ plumb_read_dot($0) }) else {
      throw GraphvizError.invalidDOT(message: lastMessage(fallback: "the DOT text does not parse"))
    }
    defer { _ = agclose(graph) }

    guard gvLayout(context, graph, "dot") == 0 else {
      throw GraphvizError.layoutFailed(message: lastMessage(fallback: "the dot layout failed"))
    }
    defer { _ = gvFreeLayout(context, graph) }

    var bytes: UnsafeMutablePointer<CChar>?
    var length: UInt32 = 0
    let status = gvRenderData(context, graph, format.rawValue, &bytes, &length)
    defer { if let bytes { gvFreeRenderData(bytes) } }
    guard status == 0, let bytes else {
      throw GraphvizError.renderFailed(
        format: format.rawValue, message: lastMessage(fallback: "no Graphviz plugin renders \(format.rawValue)"))
    }
    return Data(bytes: bytes, count: Int(length))
  }

  /// Renders to text; SVG is the only text format.
  public static func svg(dot: String) throws -> String {
    String(decoding: try render(dot: dot, format: .svg), as: UTF8.self)
  }

  // MARK: Graphviz's error channel

  private static let lock = NSLock()
  /// One Graphviz context for the whole process, never freed. Graphviz 2.42's pango plugin remembers the last font
  /// name it measured as a pointer into the context's font table (a static in `pango_textlayout`); freeing the
  /// context after each drawing left that pointer dangling, and the next drawing's first label compared against
  /// freed memory (AddressSanitizer: heap-use-after-free in `strcmp` under `textspan_size`). Only used while `lock`
  /// is held.
  nonisolated(unsafe) private static let sharedContext = gvContext()
  /// Messages Graphviz reported during the current call; only touched while `lock` is held.
  nonisolated(unsafe) private static var collectedMessages: [String] = []

  /// Graphviz calls this (a C function pointer, so no captures) instead of printing to stderr.
  private static let collectMessage: agusererrf = { message in
    if let message { GraphvizRenderer.collectedMessages.append(String(cString: message)) }
    return 0
  }

  /// The messages Graphviz reported, joined, or what `aglasterr` still holds, or `fallback`.
  private static func lastMessage(fallback: String) -> String {
    var text = collectedMessages.joined().trimmingCharacters(in: .whitespacesAndNewlines)
    if text.isEmpty, let last = aglasterr() {
      text = String(cString: last).trimmingCharacters(in: .whitespacesAndNewlines)
      free(last)
    }
    return text.isEmpty ? fallback : text
  }
}

/// A failure inside Graphviz, with the message Graphviz gave.
public enum GraphvizError: Error, Equatable, CustomStringConvertible, Sendable {
  case noContext
  case invalidDOT(message: String)
  case layoutFailed(message: String)
  case renderFailed(format: String, message: String)

  public var description: String {
    switch self {
    case .noContext: "Graphviz could not create a rendering context"
    case .invalidDOT(let message): "Graphviz could not read the DOT text: \(message)"
    case .layoutFailed(let message): "Graphviz could not lay out the graph: \(message)"
    case .renderFailed(let format, let message): "Graphviz could not render \(format): \(message)"
    }
  }
}
