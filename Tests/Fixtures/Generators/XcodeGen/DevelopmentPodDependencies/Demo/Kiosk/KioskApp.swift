import Relay

struct KioskApp {
  let relay = Relay()
}
