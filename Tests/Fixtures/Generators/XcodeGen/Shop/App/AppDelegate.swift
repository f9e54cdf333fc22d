import UIKit
import Kit
import Analytics
import CoreModels
import Logging

final class AppDelegate {}
