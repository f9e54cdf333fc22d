import Beam

struct LanternApp {
  let light = Beam()
}
