import ArgumentParser
import Relay

@main
struct RelayCommand: ParsableCommand {
  func run() { _ = Relay.self }
}
