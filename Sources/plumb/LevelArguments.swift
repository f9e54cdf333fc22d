import ArgumentParser
import PlumbModel

/// `--level module|folder` and `--depth N`, for the dependency commands that work on either graph (`matrix`, `why`).
struct LevelArguments: ParsableArguments {
  enum Level: String, ExpressibleByArgument, CaseIterable {
    case module, folder
  }

  @Option(help: "Which graph: module (the default) or folder (the folders inside each module, Module/Folder).")
  var level: Level = .module

  @Option(
    help: ArgumentHelp(
      "With --level folder: how many folder levels below each module's base make a node (default: the first level, "
        + "feature folders one level further).", valueName: "n"))
  var depth: Int?

  var graphLevel: GraphLevel { level == .folder ? .folder : .module }

  func validate() throws {
    if depth != nil && level != .folder { throw ValidationError("--depth needs --level folder") }
    if let depth, depth < 1 { throw ValidationError("--depth must be 1 or more") }
  }
}
