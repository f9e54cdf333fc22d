// Replaced by the generator's schema types.
enum ShopSchema {
  static let version = 1
}
