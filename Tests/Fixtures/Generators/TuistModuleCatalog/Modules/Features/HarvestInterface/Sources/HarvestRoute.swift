public enum HarvestRoute {
  case home
  public var title: String { "Home" }
}
