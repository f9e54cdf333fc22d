import Feed
import UIKit

final class DemoViewController: UIViewController {
  let viewModel = DemoViewModel()
}

/// The same shape in the demo app: not the codebase's architecture, so not judged.
final class DemoViewModel {
  weak var screen: DemoViewController?
}

@main struct DemoMain {
  static func main() {}
}
