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
  /// What each element resolved to: files of one group share its chain of parents, which is walked once (a group
  /// chain as deep as the project is long made every file walk all of it).
  private let resolved = Cache()

  private final class Cache {
    var resolutions: [String: Resolution] = [:]
    /// How many groups lie above each resolved element on the way to its base.
    var depths: [String: Int] = [:]
  }

  /// Xcode nests groups a few levels; a chain of groups deeper than this is refused (each path would name every
  /// group above it: a chain of 100,000 groups makes paths of 100,000 components).
  static let maximumDepth = 256

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
    if let known = resolved.resolutions[id] { return known }
    // The chain from the element up to the first element whose base does not depend on a parent, or to one
    // already resolved.
    var chain: [PBXObject] = []
    var seen: Set<String> = []
    var current: String? = id
    var base: Resolution?
    var depth = 0
    while let currentID = current {
      if let known = resolved.resolutions[currentID] {
        base = known
        depth = resolved.depths[currentID] ?? 0
        break
      }
      guard seen.insert(currentID).inserted else {
        return remember(chain, .unresolvable(reason: "the groups containing it form a loop"))
      }
      guard let object = table[currentID] else {
        return remember(chain, .unresolvable(reason: "it refers to missing object \(currentID)"))
      }
      chain.append(object)
      table.work?.add(1)
      let sourceTree = object.string("sourceTree") ?? "<group>"
      current = sourceTree == "<group>" ? parentOf[currentID] : nil
    }
    if base == nil {
      let top = chain.removeLast()
      let topPath = top.string("path") ?? ""
      let resolution: Resolution
      switch top.string("sourceTree") ?? "<group>" {
      case "<group>":
        // The main group, or an element no group contains: both are relative to the source root.
        resolution = .path(XcodePath.join(sourceRoot, topPath))
      case "SOURCE_ROOT":
        resolution = .path(XcodePath.join(sourceRoot, topPath))
      case "<absolute>":
        resolution = .path(absoluteToRelative(XcodePath.normalize(topPath)))
      case let tree where Self.buildTimeSourceTrees.contains(tree):
        resolution = .notInWorkspace(sourceTree: tree)
      case let tree:
        resolution = .unresolvable(reason: "its source tree '\(tree)' is not known outside Xcode")
      }
      resolved.resolutions[top.id] = resolution
      resolved.depths[top.id] = 0
      base = resolution
    }
    // Down the chain again, each element below its parent's folder.
    var resolution = base!
    for object in chain.reversed() {
      depth += 1
      if case .path(let folder) = resolution {
        if depth > Self.maximumDepth {
          resolution = .unresolvable(reason: "the groups containing it nest deeper than \(Self.maximumDepth) levels")
        } else if let path = object.string("path") {
          resolution = .path(XcodePath.join(folder, path))
        }
      }
      resolved.resolutions[object.id] = resolution
      resolved.depths[object.id] = depth
    }
    return resolution
  }

  /// Every element of the chain resolves as its failed ancestor does.
  private func remember(_ chain: [PBXObject], _ resolution: Resolution) -> Resolution {
    for object in chain { resolved.resolutions[object.id] = resolution }
    return resolution
  }
}
