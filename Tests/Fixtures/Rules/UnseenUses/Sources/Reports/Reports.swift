import Foundation
import ReportPrinter

public struct Report {
  public var title: String
  public func print() { ReportPrinter.send(title) }
}
