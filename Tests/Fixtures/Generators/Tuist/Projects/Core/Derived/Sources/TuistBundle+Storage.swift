// What Tuist writes for a target with resources; some projects commit it. Compiled into Storage.
import Foundation

extension Bundle {
  static let storageResources = Bundle.main
}
