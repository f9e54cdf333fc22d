import Alamofire

public struct Client {
  let session: Session
  let retry = Retry(attempts: 3)

  public init(session: Session) { self.session = session }
}
