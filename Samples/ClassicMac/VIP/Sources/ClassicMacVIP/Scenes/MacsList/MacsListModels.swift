import Foundation

enum MacsList {
  enum FetchMacs {
    struct Request {}
    struct Response {
      let macs: [ClassicMac]
      let favoriteIDs: Set<Int>
    }
    struct ViewModel: Equatable {
      let displayedMacs: [DisplayedMac]
    }
  }

  enum PresentError {
    struct Response {
      let error: Error
    }
    struct ViewModel: Equatable {
      let message: String
    }
  }

  enum SelectMac {
    struct Request {
      let index: Int
    }
  }

  struct DisplayedMac: Equatable {
    let title: String
    let subtitle: String
    let isFavorite: Bool
  }
}
