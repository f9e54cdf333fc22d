import Analytics
import DesignKit
import Networking
import SwiftUI

#if BETA
  import BetaTools
#endif

#if os(watchOS)
  import WatchSupport
#endif

#if canImport(Complications)
  import Complications
#endif

struct AppMain {
  let client = Client()
  let button = ShopButton()
  let tracker = Tracker()
}
