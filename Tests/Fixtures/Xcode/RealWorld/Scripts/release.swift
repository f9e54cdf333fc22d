// A release script, run by hand: not a module of the app.
import Foundation
