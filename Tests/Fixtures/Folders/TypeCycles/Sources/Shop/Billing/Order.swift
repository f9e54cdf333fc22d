/// Order → Invoice → Payment → Order: a cycle of three types in one folder.
struct Order {
  var invoice: Invoice?
}
