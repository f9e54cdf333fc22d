import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What an `.xcworkspace` refers to, read from its `contents.xcworkspacedata`: projects, and other folders
/// (local Swift packages, plain folders), as root-relative paths.
public struct XcodeWorkspaceDocument: Hashable, Sendable {
  /// The `.xcworkspace` folder.
  public var path: String
  /// Every `FileRef`, resolved, in document order.
  public var fileReferences: [String]

  public init(path: String, fileReferences: [String]) {
    self.path = path
    self.fileReferences = fileReferences
  }

  public var projectPaths: [String] { fileReferences.filter { $0.hasSuffix(".xcodeproj") } }

  enum ReadError: Error, CustomStringConvertible {
    case unreadable
    case malformed(reason: String, line: Int)

    var description: String {
      switch self {
      case .unreadable: "cannot read the workspace file"
      case .malformed(let reason, _): "the workspace file is not valid XML: \(reason)"
      }
    }
  }

  /// Reads the XML of a `contents.xcworkspacedata`.
  ///
  /// Locations are `kind:path`: `group:` is relative to the enclosing `Group` (the workspace's folder at the
  /// top), `container:` to the workspace's folder, `absolute:` is absolute, and `self:` is the project that
  /// holds the workspace (`App.xcodeproj/project.xcworkspace`).
  static func parse(data: Data, workspacePath: String, absoluteToRelative: (String) -> String) throws
    -> XcodeWorkspaceDocument
  {
    try parseCounting(data: data, workspacePath: workspacePath, absoluteToRelative: absoluteToRelative).document
  }

  /// The document, and the steps taken after the XML parser (elements handled, locations resolved): the reader's
  /// own work, for the tests.
  static func parseCounting(data: Data, workspacePath: String, absoluteToRelative: (String) -> String) throws
    -> (document: XcodeWorkspaceDocument, steps: Int)
  {
    // XMLParser accepts no bytes at all as a document with nothing in it; Xcode does not.
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw ReadError.malformed(reason: "the file is empty", line: 1)
    }
    // FoundationXML traps on bytes that are not UTF-8 inside a comment (found by fuzzing): Xcode writes UTF-8, so
    // anything else is refused before the parser sees it.
    // It also dereferences a null pointer on a processing instruction without data (`<?x?>`): Xcode writes none
    // but the XML declaration at the top, so any other `<?` is refused too.
    var bytes = data.makeIterator()
    var decoder = UTF8()
    var line = 1
    var previous: Unicode.Scalar = " "
    // The declaration must have data (`<?xml?>` alone crashes the parser the same way).
    let text = data.prefix(6)
    var seenMarkup = !(text.count == 6 && text.starts(with: Array("<?xml".utf8)) && (text.last == 0x20 || text.last == 0x0A))
    decoding: while true {
      switch decoder.decode(&bytes) {
      case .scalarValue(let scalar):
        if scalar == "\n" { line += 1 }
        if previous == "<" {
          if scalar == "?" && seenMarkup {
            throw ReadError.malformed(reason: "a processing instruction (<?) after the XML declaration", line: line)
          }
          seenMarkup = true
        }
        previous = scalar
      case .emptyInput: break decoding
      case .error: throw ReadError.malformed(reason: "the file is not UTF-8 text", line: line)
      }
    }
    let delegate = WorkspaceXMLDelegate()
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    // On Linux `parse()` can return true after a recoverable error, so the first reported error decides.
    let succeeded = parser.parse()
    if let line = delegate.tooDeep {
      throw ReadError.malformed(
        reason: "groups nest deeper than \(WorkspaceXMLDelegate.maximumDepth) levels", line: line)
    }
    if let error = delegate.firstError ?? (succeeded ? nil : (parser.parserError.map { ($0, parser.lineNumber) })) {
      throw ReadError.malformed(reason: describe(error.error), line: error.line)
    }
    let container = XcodePath.parent(workspacePath)
    // Each group's folder once, from its parent's (groups come before the groups inside them): resolving every
    // group around every reference again took the square of the nesting.
    var bases: [String] = []
    for group in delegate.groups {
      let parentBase = group.parent.map { bases[$0] } ?? container
      let resolved = group.location.flatMap {
        resolve($0, base: parentBase, container: container, workspacePath: workspacePath, absoluteToRelative)
      }
      bases.append(resolved ?? parentBase)
    }
    var references: [String] = []
    for entry in delegate.entries {
      let base = entry.group.map { bases[$0] } ?? container
      if let resolved = resolve(
        entry.location, base: base, container: container, workspacePath: workspacePath, absoluteToRelative)
      {
        references.append(resolved)
      }
    }
    let steps = delegate.elements + bases.count + delegate.entries.count
    return (XcodeWorkspaceDocument(path: workspacePath, fileReferences: references), steps)
  }

  /// The parser's codes are libxml2's (and Apple's `NSXMLParserError`); the frequent ones get words.
  private static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    let reasons: [Int: String] = [
      4: "the document is empty or not XML",
      5: "the document ends too early",
      39: "an attribute has no value",
      41: "an attribute is malformed",
      73: "a tag is not closed",
      76: "a closing tag does not match its opening tag",
    ]
    return reasons[code] ?? "XML parser error \(code)"
  }

  private static func resolve(
    _ location: String,
    base: String,
    container: String,
    workspacePath: String,
    _ absoluteToRelative: (String) -> String
  ) -> String? {
    guard let colon = location.firstIndex(of: ":") else { return XcodePath.join(base, location) }
    let kind = location[..<colon]
    let path = String(location[location.index(after: colon)...])
    switch kind {
    case "group": return XcodePath.join(base, path)
    case "container": return XcodePath.join(container, path)
    case "absolute": return absoluteToRelative(XcodePath.normalize(path))
    case "self":
      // The workspace inside a project: the project itself.
      let parent = XcodePath.parent(workspacePath)
      return parent.hasSuffix(".xcodeproj") ? parent : nil
    default: return nil
    }
  }
}

/// Collects `Group`s, each with the group around it, and `FileRef` locations with the group they are in.
private final class WorkspaceXMLDelegate: NSObject, XMLParserDelegate {
  struct Group {
    /// The enclosing group, an index into `groups`.
    var parent: Int?
    var location: String?
  }

  struct Entry {
    /// The innermost enclosing group, an index into `groups`.
    var group: Int?
    var location: String
  }

  /// In document order: a group comes before the groups inside it.
  var groups: [Group] = []
  var entries: [Entry] = []
  var firstError: (error: Error, line: Int)?
  /// Elements seen.
  var elements = 0
  /// Xcode nests groups a few levels; a file nesting them thousands deep is refused at the line where it goes past
  /// this (every reference inside names every group around it: the paths alone would grow with the square).
  static let maximumDepth = 256
  /// The line of the group that went past `maximumDepth`.
  var tooDeep: Int?
  private var open: [Int] = []

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    if firstError == nil { firstError = (parseError, parser.lineNumber) }
  }

  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements += 1
    switch elementName {
    case "Group":
      guard open.count < Self.maximumDepth else {
        tooDeep = parser.lineNumber
        parser.abortParsing()
        return
      }
      groups.append(Group(parent: open.last, location: attributes["location"]))
      open.append(groups.count - 1)
    case "FileRef":
      if let location = attributes["location"] { entries.append(Entry(group: open.last, location: location)) }
    default: break
    }
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    if elementName == "Group", !open.isEmpty { open.removeLast() }
  }
}
