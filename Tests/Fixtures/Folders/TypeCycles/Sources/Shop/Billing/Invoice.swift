final class Invoice {
  var payment: Payment?
}
