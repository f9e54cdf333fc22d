#if !LEDGER_FRAMEWORK && !LEDGER_ENCRYPTED
import LedgerSQLite
#endif

public struct Book {
  public init() {}
}
