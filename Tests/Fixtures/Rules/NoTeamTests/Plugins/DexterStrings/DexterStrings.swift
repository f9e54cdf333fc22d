/// The names the sensor's screens and logs show.
public enum DexterStrings {
  public static let version = "1.0"

  public static func pluginName(build: Int) -> String {
    "Dexter plugin " + version + "." + String(build)
  }
}
