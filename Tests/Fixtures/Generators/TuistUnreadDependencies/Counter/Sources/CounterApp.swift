import Ledger

let total = Entry(amount: 12).amount
