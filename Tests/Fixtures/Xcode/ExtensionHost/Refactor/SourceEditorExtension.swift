import Foundation
import XcodeKit

/// The extension the host app carries: it sorts the selected lines.
final class SortLinesCommand: NSObject, XCSourceEditorCommand {
  func perform(with invocation: XCSourceEditorCommandInvocation, completionHandler: @escaping (Error?) -> Void) {
    guard let selection = invocation.buffer.selections.firstObject as? XCSourceTextRange else {
      return completionHandler(nil)
    }
    let range = selection.start.line..<min(selection.end.line + 1, invocation.buffer.lines.count)
    let sorted = invocation.buffer.lines.subarray(with: NSRange(range)).compactMap { $0 as? String }.sorted()
    invocation.buffer.lines.replaceObjects(in: NSRange(range), withObjectsFrom: sorted)
    completionHandler(nil)
  }
}
