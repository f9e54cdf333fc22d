import Engine
import Shared

struct Panel {
  let bridge = Bridge()
  func tick() { Engine.run() }
}
