import PackagePlugin

@main
struct FormatPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "format-tool")
    print("would run \(tool.path) on \(arguments.count) arguments")
  }
}
