import Kit

final class CartModel {
  let client: HTTPClient
  var lines: [CartLine] = []

  init(client: HTTPClient) {
    self.client = client
  }
}
