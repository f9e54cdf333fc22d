import ImageKit
import ImageKitUI
import Logging

/// The app's gallery: ImageKitUI brings ImageKit.
struct GalleryScreen {
  var image = Image(name: "header")
  var grid = ThumbnailGrid()

  func show() {
    Logger.shared.log("showing \(image.name)")
  }
}
