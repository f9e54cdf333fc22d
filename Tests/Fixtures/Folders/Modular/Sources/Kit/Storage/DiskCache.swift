public final class DiskCache {
  public init() {}
}
