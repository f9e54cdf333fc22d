protocol NewsPresenterProtocol: AnyObject {}

final class NewsPresenter: NewsPresenterProtocol {}
