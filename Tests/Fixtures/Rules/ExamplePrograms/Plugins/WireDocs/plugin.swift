import PackagePlugin

@main
struct WireDocs: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    _ = try context.tool(named: "WireDocGen")
  }
}
