import Yams

/// One value of an XcodeGen spec with the file and line it was written at.
///
/// XcodeGen merges included files, target templates and multi-platform copies into one dictionary before it reads
/// a target; plumb does the same merging on these nodes instead of on plain dictionaries, so that every target and
/// dependency still knows the line (and the included file) that declared it.
struct XcodeGenNode: Sendable {
  enum Value: Sendable {
    /// A string, number, boolean or null, as written (`isNull` for `~`, `null` and an empty value).
    case scalar(String, isNull: Bool)
    case sequence([XcodeGenNode])
    case mapping([Entry])
  }

  /// A key of a mapping, with its own line (a target's line is its name's line), and its value.
  struct Entry: Sendable {
    var key: String
    var line: Int
    var value: XcodeGenNode
  }

  var value: Value
  /// Root-relative path of the spec file that wrote the node.
  var file: String
  var line: Int

  init(_ value: Value, file: String, line: Int) {
    self.value = value
    self.file = file
    self.line = line
  }

  /// A document whose aliases repeat it past `limit` values (a "billion laughs" text): converting it would not end.
  struct TooLarge: Error {}

  /// Converts a composed YAML (or JSON) document. Aliases arrive resolved (shared, not copied); `<<` merge keys are
  /// applied here, since `compose` leaves them as plain keys. `budget` counts the values made: an alias makes its
  /// node again wherever it is used, so a short text can stand for more values than memory holds.
  static func converting(_ node: Node, file: String, budget: inout Int) throws(TooLarge) -> XcodeGenNode {
    budget -= 1
    guard budget >= 0 else { throw TooLarge() }
    let line = node.mark?.line ?? 0
    switch node {
    case .scalar(let scalar):
      let isNull = scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
      return XcodeGenNode(.scalar(scalar.string, isNull: isNull), file: file, line: line)
    case .sequence(let sequence):
      var items: [XcodeGenNode] = []
      for item in sequence { items.append(try converting(item, file: file, budget: &budget)) }
      return XcodeGenNode(.sequence(items), file: file, line: line)
    case .mapping(let mapping):
      var entries: [Entry] = []
      var merged: [Entry] = []
      for (key, value) in mapping {
        let converted = try converting(value, file: file, budget: &budget)
        if key.scalar?.string == "<<" {
          for source in converted.sequence ?? [converted] { merged += source.entries ?? [] }
          continue
        }
        entries.append(Entry(key: key.scalar?.string ?? "", line: key.mark?.line ?? line, value: converted))
      }
      let written = Set(entries.map(\.key))
      var seen = Set<String>()
      let defaults = merged.filter { !written.contains($0.key) && seen.insert($0.key).inserted }
      return XcodeGenNode(.mapping(entries + defaults), file: file, line: line)
    case .alias:
      return XcodeGenNode(.scalar("", isNull: true), file: file, line: line)
    }
  }

  /// The most values a text of `length` characters may stand for: far more than any spec written by hand (each
  /// value takes a few characters), far less than an alias bomb.
  static func valueLimit(forLength length: Int) -> Int { 10_000 + 50 * length }

  /// The first document of a YAML (or JSON) text; nil when it is empty. Throws Yams' error with its mark, or
  /// `TooLarge`.
  static func parse(_ text: String, file: String) throws -> XcodeGenNode? {
    guard let node = try Yams.compose(yaml: text) else { return nil }
    var budget = valueLimit(forLength: text.utf8.count)
    return try converting(node, file: file, budget: &budget)
  }

  // MARK: Reading

  var entries: [Entry]? {
    if case .mapping(let entries) = value { return entries }
    return nil
  }

  var sequence: [XcodeGenNode]? {
    if case .sequence(let items) = value { return items }
    return nil
  }

  /// The scalar's text; nil for a null, a list or a mapping.
  var string: String? {
    if case .scalar(let text, let isNull) = value, !isNull { return text }
    return nil
  }

  var isNull: Bool {
    if case .scalar(_, let isNull) = value { return isNull }
    return false
  }

  /// YAML 1.1 booleans, as XcodeGen's YAML reading and `NSString.boolValue` accept them.
  var bool: Bool? {
    guard let text = string?.lowercased() else { return nil }
    if ["true", "yes", "y", "on", "1"].contains(text) { return true }
    if ["false", "no", "n", "off", "0"].contains(text) { return false }
    return nil
  }

  /// A scalar or a list of scalars (XcodeGen accepts either for most lists).
  var strings: [String]? {
    if let text = string { return [text] }
    return sequence?.compactMap(\.string)
  }

  subscript(key: String) -> XcodeGenNode? {
    entries?.last { $0.key == key }?.value
  }

  func entry(_ key: String) -> Entry? {
    entries?.last { $0.key == key }
  }

  // MARK: Merging

  /// XcodeGen's merge of a dictionary onto another: mappings merge key by key, lists are appended to, other values
  /// replace; `key:REPLACE` replaces whatever the other had.
  func merged(onto base: XcodeGenNode) -> XcodeGenNode {
    guard let own = entries, var result = base.entries else { return self }
    // Indexed once: a spec may merge thousands of targets.
    var indices: [String: Int] = [:]
    for (index, entry) in result.enumerated() { indices[entry.key] = index }
    for entry in own {
      var key = entry.key
      let replaces = key.hasSuffix(":REPLACE")
      if replaces { key.removeLast(":REPLACE".count) }
      let index = indices[key]
      var value = entry.value
      if !replaces, let index {
        let old = result[index].value
        if old.entries != nil, value.entries != nil {
          value = value.merged(onto: old)
        } else if let oldItems = old.sequence, let newItems = value.sequence {
          value = XcodeGenNode(.sequence(oldItems + newItems), file: value.file, line: value.line)
        }
      }
      let newEntry = Entry(key: key, line: entry.line, value: value)
      if let index {
        result[index] = newEntry
      } else {
        indices[key] = result.count
        result.append(newEntry)
      }
    }
    return XcodeGenNode(.mapping(result), file: file, line: line)
  }

  /// A copy with `key` set (added at the end, or replacing the value of the same key).
  func setting(_ key: String, to value: XcodeGenNode) -> XcodeGenNode {
    var result = entries ?? []
    if let index = result.lastIndex(where: { $0.key == key }) {
      result[index].value = value
    } else {
      result.append(Entry(key: key, line: value.line, value: value))
    }
    return XcodeGenNode(.mapping(result), file: file, line: line)
  }

  func removing(_ key: String) -> XcodeGenNode {
    guard let entries else { return self }
    return XcodeGenNode(.mapping(entries.filter { $0.key != key }), file: file, line: line)
  }

  /// A scalar node written by plumb at the place of `self` (a value XcodeGen sets, such as a multi-platform
  /// target's `platform`).
  func scalar(_ text: String) -> XcodeGenNode {
    XcodeGenNode(.scalar(text, isNull: false), file: file, line: line)
  }

  // MARK: Variables

  /// Replaces `${name}` in every key and string with its value, as XcodeGen expands `${platform}`,
  /// `${target_name}` and template attributes; unknown variables stay as written.
  func expanding(_ variables: [String: String]) -> XcodeGenNode {
    guard !variables.isEmpty else { return self }
    switch value {
    case .scalar(let text, let isNull):
      return XcodeGenNode(.scalar(Self.expand(text, variables), isNull: isNull), file: file, line: line)
    case .sequence(let items):
      return XcodeGenNode(.sequence(items.map { $0.expanding(variables) }), file: file, line: line)
    case .mapping(let entries):
      let expanded = entries.map {
        Entry(key: Self.expand($0.key, variables), line: $0.line, value: $0.value.expanding(variables))
      }
      return XcodeGenNode(.mapping(expanded), file: file, line: line)
    }
  }

  static func expand(_ text: String, _ variables: [String: String]) -> String {
    guard text.contains("${") else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: "${") {
      result += rest[..<start.lowerBound]
      guard let close = rest[start.upperBound...].firstIndex(of: "}") else {
        result += rest[start.lowerBound...]
        return result
      }
      let name = String(rest[start.upperBound..<close])
      result += variables[name] ?? String(rest[start.lowerBound...close])
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
