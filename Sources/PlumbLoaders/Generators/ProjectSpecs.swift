import Foundation
import PlumbModel

/// What the readers of generator specs found below the analysed root: the projects that XcodeGen (`project.yml`),
/// Tuist (`Project.swift`), Bazel (`BUILD`, `BUILD.bazel`) and CocoaPods development pods (`*.podspec`) declare,
/// read without running the generator, in the model an Xcode project is read into (`XcodeProject`), so one mapper
/// turns every kind of project into modules and edges.
public struct ProjectSpecReading: Sendable {
  /// Each spec's projects: targets, their sources and dependencies, with lines of the spec files (`specPath`, or
  /// a target's or a dependency's own `file`).
  public var projects: [XcodeProject] = []
  public var diagnostics: [Diagnostic] = []
  /// The `.xcodeproj` each spec generates, root-relative (`App/App.xcodeproj`), with the spec that generates it:
  /// one on disk is compared with the spec, not mapped beside it.
  public var generatedProjects: [String: String] = [:]
  /// Files that belong to the specs, not to the app's code (Tuist's `Project.swift`, its helpers,
  /// `Tuist/Package.swift`): package discovery and the folder fallback leave them alone.
  public var specFiles: Set<String> = []
  /// Sources the specs keep out of every target on purpose (a glob's `excludes`, a pod's files no spec builds): the
  /// folder fallback leaves them alone. A `Package.swift` among them is still a package's manifest
  /// (RevenueCat/purchases-ios's Tuist target over a package's sources excludes the package's manifest).
  public var leftOutSources: Set<String> = []
  /// Folders whose specs could not be read: their Swift files are not guessed into folder modules.
  public var unreadFolders: [String] = []
  /// The folders of the package manifests a generator resolves the app's packages with (Tuist's `Tuist`, whose
  /// `Package.swift` and `Package.resolved` Tuist reads, and whose `.build/checkouts` `tuist install` fills).
  public var packageFolders: Set<String> = []

  public init() {}

  public mutating func merge(_ other: ProjectSpecReading) {
    projects += other.projects
    diagnostics += other.diagnostics
    generatedProjects.merge(other.generatedProjects) { first, _ in first }
    specFiles.formUnion(other.specFiles)
    leftOutSources.formUnion(other.leftOutSources)
    unreadFolders += other.unreadFolders
    packageFolders.formUnion(other.packageFolders)
  }
}

/// Reads every generator spec below the root, one reader per kind.
public enum ProjectSpecs {
  /// A reader of one kind of spec: finds its files in the tree and reads them.
  public typealias Reader = @Sendable (_ root: URL, _ tree: FileTree) -> ProjectSpecReading

  /// The readers, in the order their projects are mapped.
  static let readers: [Reader] = [
    { root, tree in XcodeGenSpecReader.read(root: root, tree: tree) },
    { root, tree in TuistSpecs.read(root: root, tree: tree) },
    { root, tree in PodspecReader.read(root: root, tree: tree) },
    { root, tree in BazelSpecReader.read(root: root, tree: tree) },
  ]

  public static func read(root: URL, tree: FileTree) -> ProjectSpecReading {
    var result = ProjectSpecReading()
    for reader in readers { result.merge(reader(root, tree)) }
    return result
  }
}
