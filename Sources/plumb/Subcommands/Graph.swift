import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

extension Plumb {
  struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the module graph.",
      discussion: "Modules are SPM targets, Xcode targets and external package products; edges are their dependencies."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case json, dot, mermaid
    }

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .json

    func run() throws {
      try runOrExit {
        let loaded = try workspace.analysis.loadWorkspace()
        for diagnostic in loaded.diagnostics {
          FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        switch format {
        case .json: print(GraphJSONEncoder.encode(loaded.graph), terminator: "")
        case .dot, .mermaid: throw PlumbError("format \(format.rawValue) is not available yet")
        }
        return 0
      }
    }
  }
}
