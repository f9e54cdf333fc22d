public struct Book: Equatable {
  public var title: String
  public init(title: String) { self.title = title }
}

public struct Library {
  public var books: [Book]
  public static let sample = Library(books: [Book(title: "Walden"), Book(title: "Middlemarch")])
}
