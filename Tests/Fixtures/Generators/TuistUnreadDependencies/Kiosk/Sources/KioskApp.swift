import Ledger

let opening = Entry(amount: 0)
