// Vendored by CocoaPods: never analysed.
enum PodsCode {}
