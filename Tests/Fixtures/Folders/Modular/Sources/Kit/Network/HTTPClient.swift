public final class HTTPClient {
  let cache: DiskCache

  public init(cache: DiskCache) {
    self.cache = cache
  }
}
