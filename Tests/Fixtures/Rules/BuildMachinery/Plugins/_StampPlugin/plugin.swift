import PackagePlugin

@main
struct StampPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let output = context.pluginWorkDirectory.appending("stamp.json")
    return [
      .buildCommand(
        displayName: "Stamp", executable: try context.tool(named: "StampTool").path, arguments: ["\(output)"],
        outputFiles: [output])
    ]
  }
}
