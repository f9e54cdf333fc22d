#if canImport(UIKit)
  import UIKit
  public typealias LayoutView = UIView
#else
  import AppKit
  public typealias LayoutView = NSView
#endif

public struct LayoutDSL {
  let view: LayoutView

  public func pin(inset: Double) {
    view.frame = view.frame.insetBy(dx: inset, dy: inset)
  }
}

extension LayoutView {
  public var lk: LayoutDSL { LayoutDSL(view: self) }

  /// Internal: LayoutKit's own, invisible to the modules that import it.
  func settle() {
    needsLayout = true
  }
}
