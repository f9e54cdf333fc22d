struct Budget {
  var limit: Int
  var spent: Int

  var remaining: Int {
    spent > limit ? 0 : limit - spent
  }
}
