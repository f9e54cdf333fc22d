import Foundation
import PlumbGraphviz
import PlumbModel
import Testing

@testable import PlumbReporters

/// Module diagrams with findings across layers and packages: the shape that made Graphviz 2.42/2.43 abort the whole
/// process (a double free in `gvLayout`/`gvFreeLayout`) while the finding edges carried a `label`. Rendering goes
/// through the linked library, as `plumb graph --format svg` does.
@Suite(.serialized) struct GraphvizCrashRegressionTests {
  @Test(arguments: 0..<12)
  func moduleDiagramsWithFindingsAcrossClustersRender(seed: UInt64) throws {
    let input = Self.workspace(seed: seed)
    let dot = DOTEncoder.encode(input)
    #expect(dot.contains("#d62728"), "the generated workspace has finding edges")
    let svg = try GraphvizRenderer.svg(dot: dot)
    #expect(svg.contains("<svg"))
    // The rule names still appear next to their edges.
    #expect(svg.contains(">layers</text>"))
  }

  /// Three layers of two packages each, eight modules a package; downward dependencies plus some upward ones
  /// (layer violations) and some inside a package (cycles), all reported as findings.
  static func workspace(seed: UInt64) -> ReportInput {
    var random = SplitMix(state: seed)
    var containers: [Container] = []
    var modules: [Module] = []
    var layerModules: [[ModuleID]] = [[], [], []]
    for layer in 0..<3 {
      for package in 0..<2 {
        let name = "L\(layer)P\(package)"
        containers.append(Container(name: name, kind: .swiftPackage, path: "\(name)/Package.swift"))
        for index in 0..<8 {
          let id = ModuleID(container: name, name: "\(name)M\(index)")
          modules.append(Module(id: id, kind: .regular, path: "\(name)/Sources/\(id.name)"))
          layerModules[layer].append(id)
        }
      }
    }
    var dependencies: [Dependency] = []
    var findings: [Finding] = []
    var seen: Set<[ModuleID]> = []
    func depend(_ from: ModuleID, _ to: ModuleID, rule: String?) {
      guard from != to, seen.insert([from, to]).inserted else { return }
      dependencies.append(Dependency(from: from, to: to, kind: random.next(below: 3) == 0 ? .importOnly : .target))
      if let rule {
        findings.append(Finding(ruleID: rule, severity: .error, message: "\(from) → \(to)", modules: [from, to]))
      }
    }
    for _ in 0..<60 {
      let upper = Int(random.next(below: 2))
      let lower = upper + 1 + Int(random.next(below: UInt64(2 - upper)))
      let from = layerModules[upper][Int(random.next(below: 16))]
      let to = layerModules[lower][Int(random.next(below: 16))]
      depend(from, to, rule: nil)
      if random.next(below: 4) == 0 { depend(to, from, rule: "layers") }
    }
    for _ in 0..<20 {
      let layer = layerModules[Int(random.next(below: 3))]
      depend(layer[Int(random.next(below: 16))], layer[Int(random.next(below: 16))], rule: "no-cycles")
    }
    let layers = (0..<3).map { ReportLayer(name: "Layer \($0)", modules: layerModules[$0]) }
    return ReportInput(
      graph: ModuleGraph(containers: containers, modules: modules, dependencies: dependencies), findings: findings,
      layers: layers, toolVersion: "0")
  }
}

/// A small deterministic generator, so every seed is the same workspace on every run.
struct SplitMix {
  var state: UInt64

  mutating func next(below bound: UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return (z ^ (z >> 31)) % bound
  }
}
