import Modules_Core_Core
import Alamofire

public struct FeatureView {
  public init() {}
}
