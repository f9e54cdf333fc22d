import CatalogAPI

struct MacSpecification: Equatable {
  let id: Int
  let name: String
  let description: String
  let releaseYear: Int
  let cpu: String
  let ramKilobytes: Int

  init(record: MacRecord) {
    id = record.id
    name = record.name
    description = record.description
    releaseYear = record.releaseYear
    cpu = record.cpu
    ramKilobytes = record.ramKilobytes
  }

  /// "128 KB", "1 MB", "8 MB": how the spec sheets of the time wrote memory.
  var formattedRAM: String {
    ramKilobytes >= 1024 && ramKilobytes % 1024 == 0 ? "\(ramKilobytes / 1024) MB" : "\(ramKilobytes) KB"
  }
}
