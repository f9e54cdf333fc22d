import Foundation
import PlumbModel

/// The folder fallback: Swift files that no target compiles still hold code worth checking, so they form
/// inferred modules, one per top-level folder of the analysed root (files at the root itself form one module
/// named after the root).
public enum InferredModules {
  public static let containerName = "inferred"

  public static var container: Container { Container(name: containerName, kind: .inferred, path: "") }

  /// Groups the files no target covers by their top-level folder. Pure: the caller lists the files.
  /// - Parameters:
  ///   - swiftFiles: root-relative Swift files of the workspace.
  ///   - covered: the files some target (SwiftPM or Xcode) compiles.
  ///   - rootName: the module name for files that sit at the root itself.
  public static func modules(swiftFiles: [String], covered: Set<String>, rootName: String) -> [Module] {
    var byFolder: [String: [String]] = [:]
    for file in swiftFiles where !covered.contains(file) && file.hasSuffix(".swift") {
      let parts = file.split(separator: "/")
      let folder = parts.count > 1 ? String(parts[0]) : ""
      byFolder[folder, default: []].append(file)
    }
    // The root's own files are named after the root, unless a top-level folder has that name already.
    let rootModuleName = byFolder[rootName] == nil ? rootName : rootName + " (root)"
    return byFolder.keys.sorted().map { folder in
      Module(
        id: ModuleID(container: containerName, name: folder.isEmpty ? rootModuleName : folder),
        kind: .inferred,
        path: folder,
        sources: byFolder[folder]!.sorted()
      )
    }
  }

  /// Swift files below the root that could belong to the workspace's own code: build output, vendored code,
  /// hidden folders and the folders of Swift packages (which the SwiftPM loader reads) are skipped.
  /// Folders of tooling around the app, not of its code: build and release scripts, fastlane, Xcode file templates.
  static let toolFolderNames: Set<String> = [
    "scripts", "script", "buildscripts", "build-scripts", "fastlane", "danger", "tools", "buildtools", "build-tools",
    "templates", "xcodetemplates", "bin", "ci", "tuist",
  ]

  static let projectToolFolderNames: Set<String> = ["scripts", "buildscripts", "build-scripts", "fastlane"]

  /// Swift files that configure a tool, not the app (`Dangerfile.swift`).
  static func isToolFile(_ path: String) -> Bool {
    XcodePath.lastComponent(path).hasPrefix("Dangerfile")
  }

  /// The Swift files of the walk that could belong to the workspace's own code.
  public static func swiftFiles(tree: FileTree) -> [String] {
    let listing = tree.list { relative, name in
      if FileTree.isSkippedOrBundle(folder: name) { return true }
      // Tool folders at the top of the workspace (`Scripts/`), and script folders of one of its projects
      // (`App/fastlane/`).
      let depth = relative.split(separator: "/").count
      if depth == 1, toolFolderNames.contains(name.lowercased()) { return true }
      if depth == 2, projectToolFolderNames.contains(name.lowercased()) { return true }
      // Package folders are the SwiftPM loader's.
      return tree.exists(relative + "/Package.swift")
    }
    return listing.files.filter {
      let name = XcodePath.lastComponent($0)
      return name.hasSuffix(".swift") && !name.hasPrefix(".") && !isManifest(name) && !isToolFile($0)
    }
  }

  /// `Package.swift` and its version-specific variants (`Package@swift-5.9.swift`) are manifests, not sources.
  private static func isManifest(_ name: String) -> Bool {
    name == "Package.swift" || name.hasPrefix("Package@swift")
  }

  /// The inferred modules for the files `covered` leaves out, from the walk of the root (walked here when not
  /// given). Files in `unreadFolders` (root-relative; `""` is the root) belong to a manifest or project that
  /// could not be read, and are left out.
  public static func load(
    root: URL, covered: Set<String>, tree: FileTree? = nil, unreadFolders: [String] = []
  ) -> [Module] {
    let root = root.standardizedFileURL
    let tree = tree ?? FileTree(root: root.path)
    let files = swiftFiles(tree: tree).filter { file in
      !unreadFolders.contains { $0.isEmpty || $0 == "." || file.hasPrefix($0 + "/") }
    }
    return modules(swiftFiles: files, covered: covered, rootName: root.lastPathComponent)
  }
}

extension InferredModules {
  /// Xcode templates (`MVVM-C.xctemplate`) hold the Swift files Xcode copies into a new project or file, often
  /// with `___FILEBASENAME___`-style placeholders. Beside an app they are scaffolding, and the walks skip them as
  /// bundles. A folder that holds nothing else plumb reads (a repository that ships a project template, stating
  /// the architecture the template lays out) is what the user asked about: its templates are read as its code, one
  /// inferred module per template, each with a note that says so.
  public static func templateModules(tree: FileTree) -> (modules: [Module], notes: [Diagnostic]) {
    let folders = tree.list { _, name in FileTree.isSkipped(folder: name) }.folders
    let templates = folders.filter { folder in
      FileTree.pathExtension(of: XcodePath.lastComponent(folder)).lowercased() == "xctemplate"
        && !folders.contains { folder.hasPrefix($0 + "/") && $0.lowercased().hasSuffix(".xctemplate") }
    }
    var modules: [Module] = []
    var notes: [Diagnostic] = []
    for template in templates {
      let files = tree.list(from: template) { _, name in FileTree.isSkippedOrBundle(folder: name) }.files
        .filter { $0.hasSuffix(".swift") }
      guard !files.isEmpty else { continue }
      let name = String(XcodePath.lastComponent(template).dropLast(".xctemplate".count))
      modules.append(
        Module(
          id: ModuleID(container: containerName, name: name.isEmpty ? template : name), kind: .inferred,
          path: template, sources: files))
      let info = template + "/TemplateInfo.plist"
      notes.append(
        Diagnostic(
          .note,
          "'\(XcodePath.lastComponent(template))' is an Xcode template, and nothing else here is a package, a project "
            + "or a Swift file plumb reads: its \(files.count) Swift file\(files.count == 1 ? "" : "s") are analysed "
            + "as the code, in module '\(name)'",
          at: Location(file: tree.exists(info) ? info : template)))
    }
    return (modules, notes)
  }
}
