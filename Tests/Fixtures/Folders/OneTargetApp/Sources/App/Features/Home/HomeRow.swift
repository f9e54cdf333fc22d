struct HomeRow {
  let recipe: Recipe
}
