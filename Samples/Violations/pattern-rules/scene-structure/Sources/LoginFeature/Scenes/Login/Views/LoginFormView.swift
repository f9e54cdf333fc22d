import UIKit

final class LoginFormView: UIView {}
