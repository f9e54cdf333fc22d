import ArgumentParser
import PlumbModel

/// `--level module|folder|type` and `--depth N`, for the dependency commands that work on more than one graph
/// (`matrix`, `why`, `metrics`; `type` for `why` only).
struct LevelArguments: ParsableArguments {
  enum Level: String, ExpressibleByArgument, CaseIterable {
    case module, folder, type
  }

  @Option(
    help: ArgumentHelp(
      "Which graph: module (the default), folder (the folders inside each module, Module/Folder) or type "
        + "(the types, Module/Type; plumb why only)."))
  var level: Level = .module

  @Option(
    help: ArgumentHelp(
      "With --level folder: how many folder levels below each module's base make a node (default: the first level, "
        + "feature folders one level further).", valueName: "n"))
  var depth: Int?

  var graphLevel: GraphLevel {
    switch level {
    case .module: .module
    case .folder: .folder
    case .type: .type
    }
  }

  /// For the commands without a type level (a matrix or metrics of every type would not read).
  func refuseTypeLevel(_ command: String) throws {
    if level == .type { throw ValidationError("\(command) has no --level type (plumb why A B --level type has)") }
  }

  func validate() throws {
    if depth != nil && level != .folder { throw ValidationError("--depth needs --level folder") }
    if let depth, depth < 1 { throw ValidationError("--depth must be 1 or more") }
  }
}
