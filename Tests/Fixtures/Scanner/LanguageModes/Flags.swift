import Options

/// A command's options, written as a Swift 5 target allows: a space between the attribute and its arguments.
struct MountCommand {
  @Flag (name: .shortAndLong, help: "Mount read-only")
  var readOnly = false

  @Option (help: "The folder to mount")
  var folder: String = "/"
}
