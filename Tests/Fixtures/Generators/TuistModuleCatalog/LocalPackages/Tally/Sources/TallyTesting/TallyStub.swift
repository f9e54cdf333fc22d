import Tally

public enum TallyStub {
  public static let empty = Tally()
}
