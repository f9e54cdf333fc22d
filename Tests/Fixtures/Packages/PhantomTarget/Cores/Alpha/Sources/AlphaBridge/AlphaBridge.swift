import AlphaCore
import BetaSwift

/// Hands the core's steps on.
public enum AlphaBridge {
  public static func run() -> Int { AlphaCore().step() }
}
