import Foundation

/// Reads the accounts of an export; `Payload` is the message `protoc` writes from `payload.proto`.
public struct Importer {
  public init() {}
  public func accounts(in data: Data) throws -> [String] {
    try Payload(serializedBytes: data).accounts.map(\.name)
  }
}
