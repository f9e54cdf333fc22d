import Coordination
import UIKit

final class MacDetailsView: UIView {
  let bodyLabel = UILabel()
  let favoriteButton = UIButton(configuration: .borderedProminent())

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    bodyLabel.numberOfLines = 0
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    _ = UIStackView.vertical(spacing: 24, in: self, [bodyLabel, favoriteButton])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
