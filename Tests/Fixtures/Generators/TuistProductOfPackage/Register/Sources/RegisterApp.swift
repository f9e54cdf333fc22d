import Receipts
import ReceiptsUI

let title = "Register"
