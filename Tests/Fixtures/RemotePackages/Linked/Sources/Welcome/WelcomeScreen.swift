import Artwork

public final class WelcomeScreen {
  let greeting = Artwork.wave.makeView()

  public init() {}

  public func appear() {
    greeting.repeats = true
    greeting.play()
  }
}
