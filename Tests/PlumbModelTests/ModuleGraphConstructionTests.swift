import PlumbModel
import Testing

/// Building a graph at once must give the same graph as adding its values one by one.
@Suite struct ModuleGraphConstructionTests {
  let id = { (name: String) in ModuleID(container: "P", name: name) }

  @Test func bulkAndIncrementalConstructionAgree() {
    // A deterministic pseudo-random workspace with duplicate modules, repeated edges and self-loops.
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return Int((seed >> 33) % UInt64(bound))
    }
    let modules = (0..<300).map { Module(id: id("M\(next(200))"), kind: next(3) == 0 ? .test : .regular, path: "p\($0)") }
    let dependencies = (0..<1500).map { index in
      Dependency(
        from: id("M\(next(200))"), to: id("M\(next(200))"), kind: next(4) == 0 ? .importOnly : .target,
        location: Location(file: "Package.swift", line: index))
    }
    let containers = [Container(name: "P", kind: .swiftPackage, path: "Package.swift"),
      Container(name: "A", kind: .xcodeProject, path: "A.xcodeproj"),
      Container(name: "P", kind: .swiftPackage, path: "Other/Package.swift")]
    let bulk = ModuleGraph(containers: containers, modules: modules, dependencies: dependencies)
    var incremental = ModuleGraph()
    for container in containers { incremental.add(container) }
    for module in modules { incremental.add(module) }
    for dependency in dependencies { incremental.add(dependency) }
    #expect(bulk == incremental)
    #expect(bulk.containers.map(\.path) == ["A.xcodeproj", "Package.swift"])
    #expect(bulk.modules.map(\.id) == bulk.modules.map(\.id).sorted())
    #expect(Set(bulk.modules.map(\.id)).count == bulk.modules.count)
    for module in bulk.modules { #expect(bulk[module.id] == module) }
    // Adding the values in two batches gives the same graph again, and every module's dependents are the edges
    // a pass over all of them finds.
    var batched = ModuleGraph(containers: Array(containers.prefix(1)), modules: Array(modules.prefix(100)),
      dependencies: Array(dependencies.prefix(700)))
    batched.add(containers: Array(containers.dropFirst()), modules: Array(modules.dropFirst(100)),
      dependencies: Array(dependencies.dropFirst(700)))
    #expect(batched == bulk)
    for module in bulk.modules {
      let arriving = bulk.dependencies.filter { $0.to == module.id }
      #expect(bulk.dependents(of: module.id) == arriving)
      #expect(incremental.dependents(of: module.id) == arriving)
    }
  }

  @Test func aDeclaredEdgeWinsOverAnImportAndTheFirstDeclarationIsKept() {
    let first = Dependency(from: id("A"), to: id("B"), kind: .target, location: Location(file: "Package.swift", line: 3))
    let graph = ModuleGraph(
      modules: [Module(id: id("A"), kind: .regular), Module(id: id("B"), kind: .regular)],
      dependencies: [
        Dependency(from: id("A"), to: id("B"), kind: .importOnly),
        first,
        Dependency(from: id("A"), to: id("B"), kind: .target, location: Location(file: "Package.swift", line: 9)),
        Dependency(from: id("A"), to: id("A"), kind: .importOnly),
      ])
    #expect(graph.dependencies == [first])
  }
}

/// `dependencies(of:)` finds a module's edges by binary search over the sorted edges: the same edges a filter finds.
@Suite struct ModuleGraphEdgeLookupTests {
  @Test func outgoingEdgesAreFoundForEveryModule() {
    let ids = (0..<40).map { ModuleID(container: $0 % 3 == 0 ? "A" : "B", name: "M\($0)") }
    var edges: [Dependency] = []
    for (index, id) in ids.enumerated() where index % 5 != 4 {
      for step in [1, 7, 13] where index + step < ids.count {
        edges.append(Dependency(from: id, to: ids[index + step], kind: .target))
      }
    }
    let graph = ModuleGraph(modules: ids.map { Module(id: $0, kind: .regular) }, dependencies: edges)
    for id in ids + [ModuleID(container: "Z", name: "absent")] {
      #expect(graph.dependencies(of: id) == graph.dependencies.filter { $0.from == id })
    }
  }
}
