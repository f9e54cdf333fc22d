import Foundation

@objc public final class Ring: NSObject {
  @objc public func write(_ count: Int) {}
}
