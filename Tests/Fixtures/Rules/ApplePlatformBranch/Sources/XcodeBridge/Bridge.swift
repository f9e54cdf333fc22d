public enum Bridge {
  public static func targets(of project: String) -> [String] { project.isEmpty ? [] : [project] }
}
