import UIKit

final class MacCell: UITableViewCell {
  func show(_ mac: ClassicMac) {
    textLabel?.text = mac.name
    imageView?.image = mac.photo
  }
}
