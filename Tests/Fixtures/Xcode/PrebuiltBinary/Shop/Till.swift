import Ledger

let sale = Entry(cents: 250)
