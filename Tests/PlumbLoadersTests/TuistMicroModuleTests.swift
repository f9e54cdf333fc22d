import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// The "micro feature" layout of Tuist ProjectDescriptionHelpers: a struct of target settings changed through a
/// protocol's `with { $0.sources = ... }` and turned into a target by its own method, module names from an enum whose
/// method switches over `self` with `case let .feature(module as any PartNaming)`, dependency shorthands and
/// configuration names from local plugins, settings merged with `merging(_:)`.
@Suite struct TuistMicroModuleTests {
  static let root = Fixtures.url("Generators/TuistMicroModules")

  private func read() -> ProjectSpecReading {
    TuistSpecs.read(root: Self.root, tree: FileTree(root: Self.root.path))
  }

  private func targets(of project: String, in reading: ProjectSpecReading) -> [String] {
    let found = reading.projects.first { $0.fileName == "\(project).xcodeproj" }
    return (found?.targets ?? []).map { target in
      let dependencies = target.dependencies.map { "\($0.projectFileName.map { "\($0)/" } ?? "")\($0.targetName)" }
      return "\(target.name) [\(dependencies.joined(separator: ", "))] \(target.sources.joined(separator: ", "))"
    }
  }

  @Test func everyPartOfEveryModuleIsRead() throws {
    let reading = read()
    #expect(
      targets(of: "Compass", in: reading) == [
        "CompassInterface [Weather.xcodeproj/WeatherInterface] "
          + "Projects/Features/Compass/Interface/CompassInterface.swift",
        "Compass [CompassInterface, Journal.xcodeproj/JournalInterface, "
          + "Weather.xcodeproj/WeatherInterface] Projects/Features/Compass/Sources/Compass.swift",
        "CompassTests [Compass, Weather.xcodeproj/WeatherTesting] "
          + "Projects/Features/Compass/Tests/CompassTests.swift",
        "CompassDemo [Compass, Journal.xcodeproj/JournalInterface] "
          + "Projects/Features/Compass/Demo/CompassDemo.swift",
      ])
    #expect(
      targets(of: "Weather", in: reading) == [
        "WeatherInterface [] Projects/Domains/Weather/Interface/Forecast.swift",
        "Weather [WeatherInterface] Projects/Domains/Weather/Sources/Weather.swift",
        "WeatherTesting [WeatherInterface] Projects/Domains/Weather/Testing/ForecastStub.swift",
        "WeatherTests [Weather, WeatherTesting] "
          + "Projects/Domains/Weather/Tests/WeatherTests.swift",
      ])
  }

  /// `spec.with { ... }` on a spec given as `.init(dependencies:settings:)`: the closure's changes and the spec's
  /// own values both reach the target.
  @Test func aSpecChangedInAClosureKeepsWhatItWasGiven() throws {
    let reading = read()
    #expect(
      targets(of: "Journal", in: reading).first
        == "JournalInterface [Weather.xcodeproj/WeatherInterface] "
        + "Projects/Features/Journal/Interface/JournalInterface.swift")
  }

  /// The app's dependencies: every case of the plugin's enum, mapped through its shorthand.
  @Test func theAppDependsOnEveryFeatureThePluginNames() throws {
    let reading = read()
    #expect(
      targets(of: "Lantern", in: reading) == [
        "Lantern [Compass.xcodeproj/Compass, Journal.xcodeproj/Journal, Atlas.xcodeproj/Atlas, "
          + "Weather.xcodeproj/Weather] Projects/Lantern/Sources/LanternApp.swift"
      ])
  }

  @Test func nothingIsLeftUnread() throws {
    let reading = read()
    #expect(reading.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [])
  }

  @Test func theWholeLoadHasNoUndeclaredEdge() throws {
    let workspace = try WorkspaceLoader().load(root: Self.root)
    let modules = workspace.graph.modules.map(\.id.description)
    #expect(modules.count == 15, "\(modules.sorted())")
    let edges = workspace.graph.dependencies.filter(\.isDeclared).map { "\($0.from) -> \($0.to)" }
    #expect(edges.contains("Atlas.xcodeproj/Atlas -> Compass.xcodeproj/CompassInterface"))
    #expect(edges.contains("Lantern.xcodeproj/Lantern -> Journal.xcodeproj/Journal"))
    #expect(workspace.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [])
  }
}
