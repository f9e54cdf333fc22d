import Signing
import TalkSession
import TalkSuite

public final class Conversation {
  let session = Suite.start()

  public init() {}

  public func post(_ text: String) -> String {
    session.join("posts")
    return Signer().sign(text)
  }
}
