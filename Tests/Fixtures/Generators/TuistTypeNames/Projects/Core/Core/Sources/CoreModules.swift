import Network
import Storage

public enum CoreModules {
  public static func start() { _ = Client(store: Store()) }
}
