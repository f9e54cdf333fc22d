import Core

func describe(_ account: Account) -> String {
  account.name
}

func greeting() -> String {
  "Hello"
}
