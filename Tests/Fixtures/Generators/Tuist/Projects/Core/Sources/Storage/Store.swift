import Analytics
import Networking

public struct Store {
  public let client: Client
  public init(client: Client) { self.client = client }
}
