import Meter

/// libFuzzer's entry point: every byte of the input becomes a sample.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReading(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var meter = Meter()
  for byte in UnsafeRawBufferPointer(start: start, count: count) {
    meter.record(Double(byte))
  }
  return meter.mean >= 0 ? 0 : 1
}
