public enum Signal {
  public private(set) static var name = ""

  public static func configure(name: String) {
    self.name = name.isEmpty ? "default" : name
  }
}
