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
    if let error = delegate.firstError ?? (succeeded ? nil : (parser.parserError.map { ($0, parser.lineNumber) })) {
      throw ReadError.malformed(reason: describe(error.error), line: error.line)
    }
    let container = XcodePath.parent(workspacePath)
    var references: [String] = []
    for entry in delegate.entries {
      var base = container
      for group in entry.groups {
        if let resolved = resolve(
          group, base: base, container: container, workspacePath: workspacePath, absoluteToRelative)
        {
          base = resolved
        }
      }
      if let resolved = resolve(
        entry.location, base: base, container: container, workspacePath: workspacePath, absoluteToRelative)
      {
        references.append(resolved)
      }
    }
    return XcodeWorkspaceDocument(path: workspacePath, fileReferences: references)
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

/// Collects `FileRef` locations with the locations of the `Group`s around them.
private final class WorkspaceXMLDelegate: NSObject, XMLParserDelegate {
  struct Entry {
    var groups: [String]
    var location: String
  }

  var entries: [Entry] = []
  var firstError: (error: Error, line: Int)?
  private var groups: [String?] = []

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
    switch elementName {
    case "Group": groups.append(attributes["location"])
    case "FileRef":
      if let location = attributes["location"] {
        entries.append(Entry(groups: groups.compactMap { $0 }, location: location))
      }
    default: break
    }
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    if elementName == "Group", !groups.isEmpty { groups.removeLast() }
  }
}
