import PlumbModel

/// Coupling (High is the cost): how much each part knows of the others.
///
/// - type fan-out (0.3): the mean number of workspace types an architectural type names; 2 or fewer is 0, 8 or
///   more is 1;
/// - concrete dependencies (0.3): stored properties of architectural types that hold another architectural type by
///   its concrete class or struct rather than through a protocol;
/// - views that know the model layer (0.2): screens whose view names a service, repository, use case or worker,
///   or does I/O itself (network, files, defaults, databases);
/// - module graph density (0.2): the mean share of the other code modules each code module depends on; a single
///   module counts as fully coupled, since every type can reach every other.
enum Coupling: CriterionMeasure {
  static let criterion = Criterion.coupling

  static func measures(_ context: ScoreContext) -> [Measure] {
    let codebase = context.codebase
    var measures: [Measure] = []
    let architectural = context.architecturalTypes
    if !architectural.isEmpty {
      let fanOut = architectural.reduce(0) { total, info in
        total + Set((codebase.outgoing[info.node] ?? []).map(\.to)).count
      }
      let mean = Double(fanOut) / Double(architectural.count)
      measures.append(
        Measure(
          name: "types each architectural type names (mean)", value: mean, shown: decimal(mean),
          normalized: ramp(mean, from: 2, to: 8), weight: 0.3))
    }
    var held = 0
    var concrete = 0
    for info in architectural {
      for edge in codebase.outgoing[info.node] ?? [] where edge.kinds.contains(.storedProperty) {
        guard let target = codebase.types[edge.to], ScoreContext.architecturalRoles.contains(target.role) || target.isProtocol
        else { continue }
        if target.isProtocol && codebase.roles(of: edge.to).isDisjoint(with: ScoreContext.architecturalRoles) { continue }
        held += 1
        if !target.isProtocol { concrete += 1 }
      }
    }
    if held > 0 {
      measures.append(
        Measure(
          name: "held dependencies that are concrete types", value: share(concrete, of: held),
          shown: fraction(concrete, of: held), normalized: share(concrete, of: held), weight: 0.3))
    }
    let modelRoles: Set<Role> = [.service, .repository, .useCase, .worker]
    let screens = context.screens
    if !screens.isEmpty {
      let knowing = screens.filter { screen in
        let info = codebase.types[screen.view]!
        return info.sideEffects > 0 || codebase.used(by: screen.view).contains { !codebase.roles(of: $0).isDisjoint(with: modelRoles) }
      }.count
      measures.append(
        Measure(
          name: "screens whose view knows services or does I/O", value: share(knowing, of: screens.count),
          shown: fraction(knowing, of: screens.count), normalized: share(knowing, of: screens.count), weight: 0.2))
    }
    let modules = Set(codebase.codeModules.map(\.id))
    if !modules.isEmpty {
      let density: Double
      if modules.count == 1 {
        density = 1
      } else {
        let total = modules.reduce(0.0) { sum, module in
          let targets = Set(codebase.graph.dependencies(of: module).map(\.to)).intersection(modules).subtracting([module])
          return sum + Double(targets.count) / Double(modules.count - 1)
        }
        density = total / Double(modules.count)
      }
      measures.append(
        Measure(
          name: "module graph density", value: density,
          shown: modules.count == 1 ? "1 module" : "\(percent(density)) of \(modules.count) modules",
          normalized: density, weight: 0.2))
    }
    return measures
  }
}
