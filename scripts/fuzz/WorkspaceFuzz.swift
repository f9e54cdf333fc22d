import Foundation

/// Any bytes as a `contents.xcworkspacedata` inside `Suite.xcworkspace`: a document or a `ReadError`, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = try? XcodeWorkspaceDocument.parse(
    data: Data(bytes: start, count: count), workspacePath: "Suite.xcworkspace", absoluteToRelative: { $0 })
  return 0
}
