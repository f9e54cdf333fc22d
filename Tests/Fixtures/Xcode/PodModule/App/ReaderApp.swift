import Ledger

struct ReaderApp {
  let book = Book()
}
