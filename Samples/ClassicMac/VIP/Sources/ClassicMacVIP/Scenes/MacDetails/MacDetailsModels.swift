import Foundation

enum MacDetails {
  enum ShowMac {
    struct Request {}
    struct Response {
      let mac: ClassicMac
      let isFavorite: Bool
      let currentYear: Int
    }
    struct ViewModel: Equatable {
      let title: String
      let body: String
      let age: String
      let favoriteButtonTitle: String
    }
  }

  enum OpenFavorite {
    struct Request {}
  }
}
