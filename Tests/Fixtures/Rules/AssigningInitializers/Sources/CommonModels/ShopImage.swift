/// A picture of a shop's cake.
public struct ShopImage: Decodable, Identifiable {
  public let id: Int
  public let shopID: Int
  public let url: String
  public let caption: String?

  public init(id: Int, shopID: Int, url: String) {
    self.id = id
    self.shopID = shopID
    self.url = url
    self.caption = nil
  }
}
