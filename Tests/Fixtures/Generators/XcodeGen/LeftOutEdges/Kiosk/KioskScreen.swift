import Ledger

struct KioskScreen {
  let balance = Balance()
}
