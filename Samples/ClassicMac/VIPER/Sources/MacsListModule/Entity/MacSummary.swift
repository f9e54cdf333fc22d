import CatalogAPI

/// What the list needs to know about a Mac, nothing more.
struct MacSummary: Equatable {
  let id: Int
  let name: String
  let releaseYear: Int

  init(record: MacRecord) {
    id = record.id
    name = record.name
    releaseYear = record.releaseYear
  }
}
