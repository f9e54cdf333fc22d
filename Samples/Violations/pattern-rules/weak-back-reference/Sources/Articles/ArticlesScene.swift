import UIKit

protocol ArticlesBusinessLogic: AnyObject {
  func fetchArticles()
}

protocol ArticlesPresentationLogic: AnyObject {
  func presentArticles(_ titles: [String])
}

protocol ArticlesDisplayLogic: AnyObject {
  func displayArticles(_ titles: [String])
}

final class ArticlesViewController: UIViewController, ArticlesDisplayLogic {
  var interactor: ArticlesBusinessLogic?
  var router: ArticlesRouter?

  override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.fetchArticles()
  }

  func displayArticles(_ titles: [String]) {
    title = titles.first
  }
}

final class ArticlesInteractor: ArticlesBusinessLogic {
  let presenter: ArticlesPresentationLogic

  init(presenter: ArticlesPresentationLogic) {
    self.presenter = presenter
  }

  func fetchArticles() {
    presenter.presentArticles(["Hello"])
  }
}

final class ArticlesPresenter: ArticlesPresentationLogic {
  var viewController: ArticlesDisplayLogic?

  func presentArticles(_ titles: [String]) {
    viewController?.displayArticles(titles.map { $0.uppercased() })
  }
}

final class ArticlesRouter {
  weak var viewController: ArticlesViewController?
}
