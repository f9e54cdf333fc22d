import Vault

struct DiaryApp {
  let store = Store()
}
