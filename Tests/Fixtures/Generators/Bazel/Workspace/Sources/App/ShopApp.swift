import Feature

struct ShopApp {
  let feature = FeatureView()
}
