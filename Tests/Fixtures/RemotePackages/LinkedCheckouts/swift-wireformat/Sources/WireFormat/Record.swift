/// A value that can be written to the wire format.
public protocol Record {
  init()
}

extension Record {
  /// A new record, filled in by `fill`.
  public static func built(_ fill: (inout Self) -> Void) -> Self {
    var record = Self()
    fill(&record)
    return record
  }
}
