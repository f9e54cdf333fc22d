import Vault

struct MailApp {
  let store = Store()
}
