import Foundation
import Relay

Channel.direct = true
dispatchMain()
