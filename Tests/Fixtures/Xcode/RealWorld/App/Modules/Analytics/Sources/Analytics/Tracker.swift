#if ANALYTICS_DEBUG
  import DesignKit
#endif
#if INTERNAL
  import Tokens
#endif

public struct Tracker {
  public init() {}
}
