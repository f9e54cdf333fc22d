import UIKit

struct ClassicMac: Identifiable, Hashable {
  let id: Int
  let name: String
  let photo: UIImage?
}
