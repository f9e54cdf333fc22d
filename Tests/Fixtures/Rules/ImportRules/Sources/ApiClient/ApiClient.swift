import Core

public struct ApiClient {
  public init() {}
  public func macs() async -> [Mac] { [] }
}

extension DependencyValues {
  public var apiClient: ApiClient { ApiClient() }
}
