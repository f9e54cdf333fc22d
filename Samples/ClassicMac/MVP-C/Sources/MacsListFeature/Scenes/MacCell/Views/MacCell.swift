import MacDomain
import UIKit

final class MacCell: UITableViewCell {
  static let reuseIdentifier = "MacCell"

  func configure(with mac: ClassicMac) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = mac.name
    content.secondaryText = String(mac.releaseYear)
    contentConfiguration = content
    accessoryType = .disclosureIndicator
  }
}
