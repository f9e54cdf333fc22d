import UIKit

final class MacTableViewCell: UITableViewCell {
  static let reuseIdentifier = "MacTableViewCell"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    accessoryType = .disclosureIndicator
    detailTextLabel?.textColor = .secondaryLabel
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with mac: ClassicMac, isFavorite: Bool) {
    textLabel?.text = isFavorite ? "★ \(mac.name)" : mac.name
    detailTextLabel?.text = mac.subtitle
  }
}
