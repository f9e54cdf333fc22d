import UIKit

public final class FeedViewController: UIViewController {
  let viewModel = FeedViewModel()
}

/// Holds the controller it feeds: the finding the library must get.
public final class FeedViewModel {
  weak var screen: FeedViewController?
}
