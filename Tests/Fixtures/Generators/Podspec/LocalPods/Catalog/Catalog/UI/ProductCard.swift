import Kingfisher

public struct ProductCard {
  public var product: Product
  public init(product: Product) { self.product = product }
}
