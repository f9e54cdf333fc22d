struct FavoriteEntry: Equatable {
  let macID: Int
  let macName: String
  var isFavorite: Bool
}
