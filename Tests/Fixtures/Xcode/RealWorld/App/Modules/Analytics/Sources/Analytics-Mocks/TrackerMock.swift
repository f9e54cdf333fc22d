import Analytics

public struct TrackerMock {
  public let tracker = Tracker()
}
