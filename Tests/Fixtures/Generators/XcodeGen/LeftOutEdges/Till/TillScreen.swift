import Ledger

struct TillScreen {
  let balance = Balance()
}
