import Core

struct Widget {
  func refresh() { CoreModules.start() }
}
