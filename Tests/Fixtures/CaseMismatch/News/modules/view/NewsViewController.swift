import UIKit

final class NewsViewController: UIViewController {
  var presenter: NewsPresenterProtocol?
}
