/// An entry of the old archive format, kept to read old books.
struct Entry {
  var pence: Int
}
