import DexterKit
import DexterStrings
import Foundation
import os.log

/// The principal class of the plugin bundle: the host loads the bundle and asks it for the manager type.
final class DexterPlugin: NSObject {
  private let log = OSLog(subsystem: "glucose", category: "DexterPlugin")

  var managerType: AnyClass? {
    return DexterManager.self
  }

  override init() {
    super.init()
    os_log("%{public}@ loaded", log: log, DexterStrings.pluginName(build: 1))
  }
}
