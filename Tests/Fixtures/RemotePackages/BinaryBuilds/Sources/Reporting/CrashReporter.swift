import CrashKit

public enum CrashReporter {
  public static func start(key: String) {
    CrashKitSDK.start(withKey: key)
  }
}
