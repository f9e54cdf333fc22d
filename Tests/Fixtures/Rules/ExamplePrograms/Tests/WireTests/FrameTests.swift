import Testing
import Wire
import WireHTTP
import WireTesting

@Test func aRequestIsWritten() {
  let channel = RecordingChannel()
  channel.write(Request(path: "/").frame())
  #expect(channel.written.count == 1)
}
