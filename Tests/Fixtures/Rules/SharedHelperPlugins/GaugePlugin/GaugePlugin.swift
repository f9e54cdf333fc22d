import Foundation
import SensorKit
import os.log

/// The principal class of the plugin bundle: the host loads the bundle and asks it for the driver type.
final class GaugePlugin: NSObject {
  private let log = OSLog(category: "GaugePlugin")

  var driverType: AnyObject.Type? {
    return SensorDriver.self
  }

  override init() {
    super.init()
    log.info("loaded")
  }
}
