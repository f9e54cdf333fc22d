import Core
import Analytics
#if canImport(Home)
import Home
#endif

func report(_ mac: Mac) {
  Tracker().track(mac.name)
}
