import Foundation

enum FavoriteMac {
  enum Load {
    struct Request {}
    struct Response {
      let macName: String
      let isFavorite: Bool
    }
    struct ViewModel: Equatable {
      let question: String
      let confirmTitle: String
    }
  }

  enum Confirm {
    struct Request {}
  }

  enum Cancel {
    struct Request {}
  }
}
