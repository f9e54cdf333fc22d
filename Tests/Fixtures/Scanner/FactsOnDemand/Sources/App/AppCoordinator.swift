import Feature
// plumb:disable-next-line undeclared-import
import Core

final class AppCoordinator {
  let model = ListViewModel()
  var shown: Account?
}
