import Foundation
import VendorCore

public struct ProviderList {
  public var engine: VendorEngine
  public func refresh() { engine.reload() }
}
