import Foundation

/// Where a wallet starts syncing: the newest start point bundled for its chain, else the genesis block.
public struct SyncStart {
  public var height: Int

  public init(chain: String, bundled: [String: Int]) {
    height = bundled[chain] ?? 0
  }

  public func isAhead(of other: SyncStart) -> Bool {
    height > other.height
  }
}
