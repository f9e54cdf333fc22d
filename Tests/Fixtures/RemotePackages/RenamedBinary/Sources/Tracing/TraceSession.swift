import TraceSDK

public enum TraceSession {
  public static func begin(named name: String) {
    TraceClient.shared.begin(name)
  }
}
