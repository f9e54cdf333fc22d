import Foundation
import ProjectDescription

/// The shop's modules, named from a case and the part of the module wanted: `Cart` and `CartAPI`.
public enum Modules {
  case feature(Feature)
}

extension Modules {
  public enum Feature: String {
    case Cart
    case Wishlist

    func targetName(type: ModulePart) -> String {
      "\(self.rawValue)\(type.rawValue)"
    }
  }
}

public enum ModulePart: String {
  case api = "API"
  case sources = ""
}

/// Which backend the projects are generated for; set by an environment setting, a development one when unset.
public enum Backend: String {
  case staging
  case production
  case development
}

extension TargetDependency {
  public static let cart = TargetDependency.target(name: Modules.Feature.Cart.targetName(type: .sources))
  public static let cartAPI = TargetDependency.target(name: Modules.Feature.Cart.targetName(type: .api))
}

let backendName = ProcessInfo.processInfo.environment["SHOP_BACKEND"] ?? ""
public let backend = Backend(rawValue: backendName) ?? .development
public let shopBundleID = backend == .production ? "org.example.shop" : "org.example.shop.\(backend.rawValue)"
