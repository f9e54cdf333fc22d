import Coordination
import UIKit

final class FavoriteMacView: UIView {
  let questionLabel = UILabel()
  let confirmButton = UIButton(configuration: .borderedProminent())

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    questionLabel.numberOfLines = 0
    questionLabel.textAlignment = .center
    _ = UIStackView.vertical(spacing: 16, in: self, [questionLabel, confirmButton])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
