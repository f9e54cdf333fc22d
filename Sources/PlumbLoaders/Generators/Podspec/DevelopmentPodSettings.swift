import Foundation
import PlumbModel

/// What a development pod's podspec gives the targets a Podfile names it for, as `pod install` writes it into their
/// `Pods-*.xcconfig` (which a repository rarely holds): the module the pod builds (`module_name`, `GRDB` for the pod
/// `GRDB.swift`), and the `#if` flags its selected specs' `xcconfig` and `user_target_xcconfig` set (`-D GRDBCIPHER`
/// for `GRDB.swift/SQLCipher`), and the pods its selected specs depend on. Read even when the pod's modules come
/// from a `Package.swift` beside the podspec.
enum DevelopmentPodSettings {
  /// The Podfile's development pods with their module names and flags filled in from their podspecs, where read.
  static func apply(to podfile: Podfile, root: URL, tree: FileTree) -> Podfile {
    var result = podfile
    var podspecs: [String: Podspec?] = [:]
    for (targetIndex, target) in podfile.targets.enumerated() {
      for (podIndex, pod) in target.pods.enumerated() {
        guard let localPath = pod.localPath else { continue }
        let path = XcodePath.normalize(XcodePath.join(XcodePath.parent(podfile.path), localPath))
        if podspecs[path] == nil {
          podspecs[path] = .some(read(at: path, podName: pod.rootName, root: root, tree: tree))
        }
        guard let podspec = podspecs[path] ?? nil else { continue }
        let selection = pod.name.split(separator: "/").dropFirst().map(String.init)
        var read = pod
        read.moduleName = podspec.root.moduleName
        let specs = podspec.selectedSpecs([selection], podName: pod.rootName)
        read.userConditions = specs.flatMap(\.userConditions)
        read.podspecDependencies = podspec.podDependencies(of: specs, podName: pod.rootName).map(\.value)
        result.targets[targetIndex].pods[podIndex] = read
      }
    }
    return result
  }

  /// The podspec of the pod at `path` (its folder, or the podspec itself), read without diagnostics (the podspec
  /// reader says what is wrong with it); nil when there is none in the analysed folder.
  private static func read(at path: String, podName: String, root: URL, tree: FileTree) -> Podspec? {
    guard path != "..", !path.hasPrefix("../"), !path.hasPrefix("/") else { return nil }
    let candidates =
      path.hasSuffix(".podspec") || path.hasSuffix(".podspec.json")
      ? [path] : [XcodePath.join(path, podName + ".podspec"), XcodePath.join(path, podName + ".podspec.json")]
    guard let file = candidates.first(where: { tree.exists($0) && !tree.isFolder($0) }),
      let text = try? TextFile.text(of: XcodePath.url(file, root: root), kind: "a podspec")
    else { return nil }
    if file.hasSuffix(".json") { return try? PodspecJSONReader.read(text: text, path: file, fallbackName: podName) }
    return PodspecRubyReader.read(text: text, path: file, fallbackName: podName).0
  }
}
