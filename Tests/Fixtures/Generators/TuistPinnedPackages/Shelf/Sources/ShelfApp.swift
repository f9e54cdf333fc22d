import Catalog
import Inspector
import Ordered

struct ShelfApp {
  let shelves = Shelves()
  let inspector = AppInspector()
  var recent = OrderedNames()
}
