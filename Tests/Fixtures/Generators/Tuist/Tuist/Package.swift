// swift-tools-version: 5.9
import PackageDescription

#if TUIST
  import ProjectDescription

  let packageSettings = PackageSettings(productTypes: ["Alamofire": .framework])
  let layoutPackages: [Package.Dependency] = [
    .package(url: "https://github.com/SnapKit/SnapKit", from: "5.7.0")
  ]
#else
  let layoutPackages: [Package.Dependency] = []
#endif

let package = Package(
  name: "FixtureDependencies",
  dependencies: [
    .package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.8.0"),
    .package(path: "../LocalPackages/Analytics"),
  ] + layoutPackages
)
