import Ledger

print(Entry(amount: 3).amount)
