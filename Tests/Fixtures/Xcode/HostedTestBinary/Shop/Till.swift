import Ledger

struct Till {
  var entries: [Entry] = []
}
