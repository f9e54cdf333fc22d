import Networking
import SnapKit
import Storage

struct SettingsView {
  let store: Store
}
