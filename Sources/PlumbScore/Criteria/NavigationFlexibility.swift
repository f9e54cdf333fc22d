import PlumbModel

/// Navigation flexibility: navigation centralised in coordinators or routers, screens that do not know where
/// they lead.
///
/// - navigation in coordinators and routers (0.6): navigation API uses and other screens named, by coordinators
///   and routers, over all of them; no navigation at all counts 0;
/// - screens free of navigation (0.2): screens whose view and logic neither navigate nor name another screen;
/// - screens that report through callbacks (0.2): screens whose view or logic has a closure property or a
///   delegate, so the caller decides what happens next.
enum NavigationFlexibility: CriterionMeasure {
  static let criterion = Criterion.navigation

  static func measures(_ context: ScoreContext) -> [Measure] {
    let navigation = context.detection.navigation
    let central = navigation.centralisedShare ?? 0
    var measures = [
      Measure(
        name: "navigation in coordinators and routers", value: central,
        shown: fraction(navigation.centralised, of: navigation.centralised + navigation.scattered), normalized: central,
        weight: 0.6)
    ]
    let screens = context.screens
    if !screens.isEmpty {
      let free = screens.count - context.census.navigatingScreens(screens)
      measures.append(
        Measure(
          name: "screens free of navigation", value: share(free, of: screens.count), shown: fraction(free, of: screens.count),
          normalized: share(free, of: screens.count), weight: 0.2))
      let reporting = screens.filter { screen in
        ([screen.view] + screen.logic).contains { node in
          context.codebase.types[node]?.fact.properties.contains { property in
            guard let type = property.typeName else { return false }
            return type.contains("->") || property.name.hasSuffix("delegate") || property.name.hasSuffix("Delegate")
          } ?? false
        }
      }.count
      measures.append(
        Measure(
          name: "screens that report through callbacks or delegates", value: share(reporting, of: screens.count),
          shown: fraction(reporting, of: screens.count), normalized: share(reporting, of: screens.count), weight: 0.2))
    }
    return measures
  }
}
