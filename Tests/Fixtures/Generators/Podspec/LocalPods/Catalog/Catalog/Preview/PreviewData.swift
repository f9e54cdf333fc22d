// The Preview subspec: no Podfile entry selects it, so CocoaPods does not build it.
import SnapshotTesting

enum PreviewData {}
