import UIKit

public protocol Coordinator: AnyObject {
  func start()
}
