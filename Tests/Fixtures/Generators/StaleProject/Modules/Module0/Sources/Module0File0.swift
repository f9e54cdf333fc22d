
public struct Module0Type0 {
  public var value0: Int = 0
  public var value1: Int = 1
  public var value2: Int = 2
  public var value3: Int = 3
  public var value4: Int = 4
  public var value5: Int = 5
  public var value6: Int = 6
  public var value7: Int = 7
  public init() {}
  public func total() -> Int {
    var sum = 0
    sum += value0
    sum += value1
    sum += value2
    sum += value3
    sum += value4
    sum += value5
    sum += value6
    sum += value7
    return sum
  }
}
