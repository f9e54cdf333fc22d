/// Names an order, and nothing names it back: an edge on no cycle.
struct Receipt {
  let order: Order
}
