import Foundation
import Glucose
import os.log

/// The principal class of the plugin bundle: the host loads it and asks for the manager type.
final class DexterPlugin: NSObject, SensorPluginProtocol {
  private let log = OSLog(subsystem: "glucose", category: "DexterPlugin")

  var managerType: SensorManager.Type? {
    return Dexter.self
  }

  override init() {
    super.init()
    os_log("loaded", log: log)
  }
}
