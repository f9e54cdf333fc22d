import Receipts

/// The kiosk prints what it sells.
struct KioskApp {
  let receipt = Receipt(total: 3)
}
