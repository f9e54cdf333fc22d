import Foundation
import MarkupParser

public struct Note {
  public var text: String
  public var document: MarkupDocument { MarkupDocument(parsing: text) }
}
