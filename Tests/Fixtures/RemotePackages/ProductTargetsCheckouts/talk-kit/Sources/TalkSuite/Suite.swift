import Signing
import TalkSession

public enum Suite {
  public static func start() -> Session {
    let session = Session()
    session.join(Signer().sign("lobby"))
    return session
  }
}
