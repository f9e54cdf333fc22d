import Foundation
import Testing

@testable import PlumbScanner

/// The envelope of the analysis, findings and derivation caches (`SealedFile`): a body sealed from its bytes is the
/// file a body sealed from a `Data` is, it opens to the body again, from a slice of a larger buffer too, and a file
/// with any byte changed, another identity or another key is refused.
@Suite struct SealedFileTests {
  @Test func aBodySealedFromItsBytesOpensAgainAndDamageIsRefused() throws {
    let key = Array(repeating: UInt8(7), count: 32)
    let body = Data((0..<4_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let sealed = SealedFile.seal(body, magic: "PLUMBTS1", identity: "test 1", key: key)
    let fromBytes = body.withUnsafeBytes { SealedFile.seal($0, magic: "PLUMBTS1", identity: "test 1", key: key) }
    #expect(fromBytes == sealed)
    #expect(sealed.count == 8 + 1 + 6 + body.count + 8)

    let opened = try SealedFile.open(sealed, magic: "PLUMBTS1", identity: "test 1", key: key)
    #expect(opened == body)
    // A slice of a larger buffer (the file read with bytes around it) opens the same.
    let around = Data([1, 2, 3]) + sealed + Data([4])
    let slice = around[3..<(3 + sealed.count)]
    #expect(try SealedFile.open(slice, magic: "PLUMBTS1", identity: "test 1", key: key) == body)
    // An empty body too.
    let empty = SealedFile.seal(Data(), magic: "PLUMBTS1", identity: "test 1", key: key)
    #expect(try SealedFile.open(empty, magic: "PLUMBTS1", identity: "test 1", key: key).isEmpty)

    for index in stride(from: 0, to: sealed.count, by: 97) + [sealed.count - 1] {
      var damaged = sealed
      damaged[index] ^= 0x5A
      #expect(throws: SealedFile.Ignored.self, "byte \(index)") {
        try SealedFile.open(damaged, magic: "PLUMBTS1", identity: "test 1", key: key)
      }
    }
    #expect(throws: SealedFile.Ignored.self) {
      try SealedFile.open(sealed, magic: "PLUMBTS1", identity: "test 2", key: key)
    }
    #expect(throws: SealedFile.Ignored.self) {
      try SealedFile.open(sealed, magic: "PLUMBTS1", identity: "test 1", key: Array(repeating: 8, count: 32))
    }
    #expect(throws: SealedFile.Ignored.self) {
      try SealedFile.open(sealed.prefix(sealed.count - 1), magic: "PLUMBTS1", identity: "test 1", key: key)
    }
  }
}
