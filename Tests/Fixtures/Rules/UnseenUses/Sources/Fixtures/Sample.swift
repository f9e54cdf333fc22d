import GraphTestSupport

public final class SampleMock: MockObject {
  public func reset() {}
}
