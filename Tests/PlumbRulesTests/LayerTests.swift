import PlumbKit
import Testing

@Suite struct LayerTests {
  @Test func globsBeatRolesWhateverTheOrder() {
    var configuration = Configuration()
    configuration.layers = [
      Layer(name: "App", roles: [.app]),
      Layer(name: "Modules", roles: [.library]),
      Layer(name: "Core", modules: [Glob("Core*")]),
      Layer(name: "Shared", paths: [Glob("Shared/**")]),
    ]
    let module = { (name: String, kind: Module.Kind, path: String?) in
      Module(id: ModuleID(container: "P", name: name), kind: kind, path: path)
    }
    #expect(configuration.layer(of: module("CoreUI", .regular, "Sources/CoreUI"))?.name == "Core")
    #expect(configuration.layer(of: module("MacsList", .regular, "Sources/MacsList"))?.name == "Modules")
    #expect(configuration.layer(of: module("Utilities", .regular, "Shared/Utilities"))?.name == "Shared")
    #expect(configuration.layer(of: module("ClassicMac", .app, nil))?.name == "App")
    #expect(configuration.layer(of: module("CoreTests", .test, "Tests/CoreTests")) == nil)
  }
}
