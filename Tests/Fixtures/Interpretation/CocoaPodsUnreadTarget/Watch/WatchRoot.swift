import Session
#if canImport(Alamofire)
import Alamofire
#endif

struct WatchRoot {}
