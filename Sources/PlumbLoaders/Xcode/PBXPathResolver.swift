/// Computes where a file reference or group of a pbxproj lies, by walking up the group tree.
///
/// Each element's `sourceTree` says what its `path` is relative to: `<group>` the enclosing group's folder,
/// `SOURCE_ROOT` the project's source root, `<absolute>` nothing. Build-time trees (`BUILT_PRODUCTS_DIR`,
/// `SDKROOT`, `DEVELOPER_DIR`) name products and SDK files that are not in the workspace.
struct PBXPathResolver {
  enum Resolution: Equatable {
    /// Root-relative (or absolute, when outside the root).
    case path(String)
    /// A product or SDK file: nothing to read.
    case notInWorkspace(sourceTree: String)
    /// A source tree plumb cannot know (a custom one from Xcode's preferences) or a broken chain of groups.
    case unresolvable(reason: String)
  }

  static let buildTimeSourceTrees: Set<String> = ["BUILT_PRODUCTS_DIR", "SDKROOT", "DEVELOPER_DIR"]

  private let table: PBXObjectTable
  private let sourceRoot: String
  private let absoluteToRelative: (String) -> String
  private var parentOf: [String: String] = [:]

  init(table: PBXObjectTable, sourceRoot: String, absoluteToRelative: @escaping (String) -> String) {
    self.table = table
    self.sourceRoot = sourceRoot
    self.absoluteToRelative = absoluteToRelative
    for object in table.allObjects {
      for child in object.strings("children") where parentOf[child] == nil {
        parentOf[child] = object.id
      }
    }
  }

  func parent(of id: String) -> String? { parentOf[id] }

  func resolve(_ id: String) -> Resolution {
    // The chain from the element up to the first element whose base does not depend on a parent.
    var chain: [PBXObject] = []
    var seen: Set<String> = []
    var current: String? = id
    while let currentID = current {
      guard seen.insert(currentID).inserted else {
        return .unresolvable(reason: "the groups containing it form a loop")
      }
      guard let object = table[currentID] else {
        return .unresolvable(reason: "it refers to missing object \(currentID)")
      }
      chain.append(object)
      let sourceTree = object.string("sourceTree") ?? "<group>"
      current = sourceTree == "<group>" ? parentOf[currentID] : nil
    }
    var folder: String
    let top = chain.removeLast()
    let topPath = top.string("path") ?? ""
    switch top.string("sourceTree") ?? "<group>" {
    case "<group>":
      // The main group, or an element no group contains: both are relative to the source root.
      folder = XcodePath.join(sourceRoot, topPath)
    case "SOURCE_ROOT":
      folder = XcodePath.join(sourceRoot, topPath)
    case "<absolute>":
      folder = absoluteToRelative(XcodePath.normalize(topPath))
    case let tree where Self.buildTimeSourceTrees.contains(tree):
      return .notInWorkspace(sourceTree: tree)
    case let tree:
      return .unresolvable(reason: "its source tree '\(tree)' is not known outside Xcode")
    }
    for object in chain.reversed() {
      if let path = object.string("path") { folder = XcodePath.join(folder, path) }
    }
    return .path(folder)
  }
}
