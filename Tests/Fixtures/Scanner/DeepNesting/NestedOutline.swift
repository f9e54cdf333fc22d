/// An outline written as one expression: calls nested 30 deep, more than a debug build of SwiftParser reads by default
/// (20 levels), far fewer than a release build does (256). plumb gives the parser one level in every build.
struct Outline {
  var title: String
  var children: [Outline]

  static func group(_ title: String, _ children: Outline...) -> Outline {
    Outline(title: title, children: children)
  }

  static let sample = group("1", group("2", group("3", group("4", group("5", group("6", group("7", group("8", group("9", group("10", group("11", group("12", group("13", group("14", group("15", group("16", group("17", group("18", group("19", group("20", group("21", group("22", group("23", group("24", group("25", group("26", group("27", group("28", group("29", group("30"))))))))))))))))))))))))))))))

  var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
}
