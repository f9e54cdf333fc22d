#if LEDGER_REMOTE_STORE
import RemoteStore
#elseif LEDGER_EMBEDDED_STORE
import Foundation
#else
import SystemStore
#endif

public struct Ledger {
  public var entries: [String] = []
}
