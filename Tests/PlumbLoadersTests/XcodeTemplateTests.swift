import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// A repository that ships only an Xcode project template (seen on deltakroneker/MVVM-Template, whose code sits in
/// `MVVM-C & RxSwift.xctemplate`): plumb had nothing to analyse. Its templates are then its code, with a note.
@Suite struct XcodeTemplateTests {
  @Test func aFolderHoldingOnlyATemplateIsAnalysedThroughItWithANote() throws {
    let loaded = try WorkspaceLoader().load(root: Fixtures.url("XcodeTemplate"))
    let modules = loaded.graph.modules.filter { !$0.isExternal }
    #expect(modules.map(\.name) == ["Starter MVVM-C"])
    #expect(modules.first?.sources.count == 5)
    #expect(modules.first?.sources.allSatisfy { $0.hasPrefix("Starter MVVM-C.xctemplate/") } == true)
    let notes = loaded.diagnostics.filter { $0.severity == .note }
    #expect(notes.count == 1)
    #expect(notes.first?.location?.file == "Starter MVVM-C.xctemplate/TemplateInfo.plist")
    #expect(notes.first?.message.contains("is an Xcode template") == true)
  }

  /// Beside an app's own code, a template is scaffolding for new files and stays out.
  @Test func aTemplateBesideCodeStaysOut() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-template-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "App/HomeViewController.swift": "import UIKit\nfinal class HomeViewController: UIViewController {}\n",
      "Templates/Screen.xctemplate/___FILEBASENAME___ViewController.swift":
        "import UIKit\nfinal class ___FILEBASENAMEASIDENTIFIER___ViewController: UIViewController {}\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let loaded = try WorkspaceLoader().load(root: root)
    let sources = loaded.graph.modules.filter { !$0.isExternal }.flatMap(\.sources)
    #expect(sources == ["App/HomeViewController.swift"])
    #expect(loaded.diagnostics.isEmpty)
  }
}
