/// Arithmetic the ledger leans on.
public enum Abacus {
  public static func sum(_ values: [Int]) -> Int { values.reduce(0, +) }
}
