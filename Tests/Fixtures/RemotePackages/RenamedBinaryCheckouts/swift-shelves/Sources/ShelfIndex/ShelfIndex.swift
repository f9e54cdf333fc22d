public struct ShelfIndex<Element>: ExpressibleByArrayLiteral {
  public private(set) var elements: [Element]

  public init(arrayLiteral elements: Element...) {
    self.elements = elements
  }

  public mutating func append(_ element: Element) {
    elements.append(element)
  }
}
