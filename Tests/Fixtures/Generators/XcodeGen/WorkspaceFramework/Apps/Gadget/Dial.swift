import Engine

struct Dial {
  func turn() { Engine.run() }
}
