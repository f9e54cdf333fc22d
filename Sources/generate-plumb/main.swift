// Writes the generated files: the rule registry, the embedded presets and the rule docs.
//
//   swift run generate-plumb            (from the repository root)
import Foundation
import PlumbGenerator

let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
do {
  let files = try GeneratedFiles.render(repositoryRoot: root)
  var changed: [String] = []
  for (path, content) in files.sorted(by: { $0.key < $1.key }) {
    let url = root.appendingPathComponent(path)
    if (try? String(contentsOf: url, encoding: .utf8)) == content { continue }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try content.write(to: url, atomically: true, encoding: .utf8)
    changed.append(path)
  }
  print(
    changed.isEmpty ? "generate-plumb: everything is up to date" : changed.map { "wrote \($0)" }.joined(separator: "\n")
  )
  if try GeneratedFiles.registryLagsSources(repositoryRoot: root) {
    print("generate-plumb: the rule registry changed; run it again so the new rules' docs are written")
  }
} catch {
  FileHandle.standardError.write(Data("generate-plumb: error: \(error)\n".utf8))
  exit(1)
}
