public struct ItemRow {
  public var item: Item
}
