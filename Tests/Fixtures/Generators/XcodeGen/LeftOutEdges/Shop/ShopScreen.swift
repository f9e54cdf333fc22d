import Ledger

struct ShopScreen {
  let balance = Balance()
}
