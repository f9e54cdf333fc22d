/// Something the shelf can hold: a bottle, a jar.
protocol Package {
  var label: String { get }
  var isOpened: Bool { get }
}
