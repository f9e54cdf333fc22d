import UIKit

extension UIStackView {
  /// A vertical stack pinned to its superview's margins: the only constraints a screen should need.
  public static func vertical(spacing: CGFloat, in view: UIView, _ arranged: [UIView]) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: arranged)
    stack.axis = .vertical
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    return stack
  }
}
