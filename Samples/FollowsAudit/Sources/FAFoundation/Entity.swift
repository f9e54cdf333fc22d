import Foundation

/// A record the app keeps on the device: one row of one table. The store assigns the identifier when the row
/// is inserted; entities never make one up.
///
/// Entities describe their own table, so a store can create the schema and read rows without knowing the
/// concrete types in advance.
public protocol Entity: Identifiable, Hashable, Sendable where ID == Int64 {
  /// The table the rows live in.
  static var tableName: String { get }

  /// The `CREATE TABLE IF NOT EXISTS` statement of the table, with its indexes' statements after it.
  static var schema: [String] { get }

  /// Reads one row. Throws `EntityRowError` when a column is missing or holds another type.
  init(row: some EntityRow) throws
}
