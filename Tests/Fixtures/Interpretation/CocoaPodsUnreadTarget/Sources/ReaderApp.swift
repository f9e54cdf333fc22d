import Alamofire
import Kingfisher
import Session

struct ReaderApp {
  let session = Session()
}
