import Wire

public final class RecordingChannel {
  public private(set) var written: [Frame] = []
  public init() {}
  public func write(_ frame: Frame) { written.append(frame) }
}
