import Ledger

let refund = Entry(cents: -100)
