import Lib

/// The checkout screen's total, formatted by the library of the other project.
struct Checkout {
  var cents = 0

  var total: String { PriceFormatter().format(cents: cents) }
}
