// swift-tools-version:5.9
import PackageDescription

// VIP (Clean Swift): per scene a Worker, Interactor (BusinessLogic + DataStore), Presenter (PresentationLogic),
// ViewController (DisplayLogic), Router (RoutingLogic) and Factory, with Request/Response/ViewModel types.
let package = Package(
  name: "ClassicMacVIP",
  platforms: [.iOS(.v15)],
  products: [
    .library(name: "ClassicMacVIP", targets: ["ClassicMacVIP"]),
  ],
  targets: [
    .target(name: "ClassicMacVIP", path: "Sources/ClassicMacVIP"),
    .testTarget(name: "ClassicMacVIPTests", dependencies: ["ClassicMacVIP"], path: "Tests/ClassicMacVIPTests"),
  ]
)
