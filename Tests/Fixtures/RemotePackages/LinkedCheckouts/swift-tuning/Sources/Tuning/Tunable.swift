import Foundation

/// Something adjusted in place after it is made.
public protocol Tunable {}

extension Tunable where Self: AnyObject {
  /// Runs `adjust` on the object and returns it.
  @discardableResult
  public func tune(_ adjust: (Self) throws -> Void) rethrows -> Self {
    try adjust(self)
    return self
  }
}

extension Tunable {
  /// Runs `body` with the value.
  public func `do`(_ body: (Self) throws -> Void) rethrows {
    try body(self)
  }
}

// Every Objective-C object is tunable.
extension NSObject: Tunable {}
