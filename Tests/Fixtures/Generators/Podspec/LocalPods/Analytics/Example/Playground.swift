// Not named by the podspec's source_files: CocoaPods does not build it.
import Analytics

let tracker = Tracker()
