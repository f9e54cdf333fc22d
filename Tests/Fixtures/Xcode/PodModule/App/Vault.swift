#if LEDGER_ENCRYPTED
import CipherKit
#else
import LedgerSQLite
#endif

struct Vault {}
