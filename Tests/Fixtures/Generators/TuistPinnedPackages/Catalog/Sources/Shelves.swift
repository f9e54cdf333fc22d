import Inspector
import NavKit
import Ordered

public struct Shelves {
  public init() {}
  var route = Route(path: "/shelves")
  var names = OrderedNames()
  let inspector = AppInspector()
}
