import ImageKit
import ImageKitUI

/// The widget declares ImageKit only: ImageKit does not bring ImageKitUI.
struct WidgetView {
  var image = Image(name: "widget")
  var grid = ThumbnailGrid()
}
