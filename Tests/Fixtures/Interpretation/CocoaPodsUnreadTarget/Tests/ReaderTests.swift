import Quick
import Alamofire
@testable import Reader

final class ReaderTests {}
