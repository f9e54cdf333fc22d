struct Recipe {
  var title: String
  var author: Cook
}
