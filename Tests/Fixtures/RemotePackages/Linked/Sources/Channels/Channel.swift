import Pipes

public struct Channel {
  public var pipe: Pipe

  public init(size: Int) {
    pipe = Pipe(capacity: size * 2)
  }
}
