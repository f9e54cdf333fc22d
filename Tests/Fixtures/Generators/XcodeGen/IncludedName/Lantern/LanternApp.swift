import Wick
#if canImport(DevPanel)
  import DevPanel
#endif

struct LanternApp {
  let wick = Wick(length: 3)
}
