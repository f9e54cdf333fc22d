import Caching
import ImageKit
import ImageKitUI
import Logging

/// Shows a grid of thumbnails; logs through a package it does not declare.
public struct GalleryView {
  public var thumbnails: [Thumbnail] = []
  public var cache = MemoryCache()

  public init() {}

  public func appeared() {
    Logger.shared.log("gallery appeared with \(thumbnails.count) items")
  }
}
