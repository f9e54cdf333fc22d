/// The names of the images in the Icons resource bundle.
public enum IconNames {
  public static let all = ["star", "heart"]
}
