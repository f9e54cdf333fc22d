// swift-tools-version:5.9
// One target whose types use each other in two separate cycles: Cart ↔ Checkout across two folders (a folder
// cycle and a type cycle), and Order → Invoice → Payment → Order inside one folder (a type cycle only). Its
// .plumb.yml asks no-cycles for every level and lists one cycle per module.
import PackageDescription

let package = Package(
  name: "TypeCycles",
  targets: [
    .target(name: "Shop", path: "Sources/Shop")
  ]
)
