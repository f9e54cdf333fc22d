// swift-tools-version:5.9
// The package is declared first and grown afterwards.
import PackageDescription

let package = Package(
  name: "AppendAfterInit",
  products: [],
  targets: [
    .target(name: "Base")
  ]
)

package.targets.append(.target(name: "Extension", dependencies: ["Base"]))
package.targets.append(contentsOf: [
  .target(name: "Reports", dependencies: ["Base", "Extension"]),
  .testTarget(name: "ReportsTests", dependencies: ["Reports"]),
])
package.targets += [.executableTarget(name: "report-cli", dependencies: ["Reports"])]
package.products += [.library(name: "Reports", targets: ["Reports"])]
package.products.append(.executable(name: "report-cli", targets: ["report-cli"]))
package.dependencies.append(.package(url: "https://example.com/acme/csv.git", from: "0.4.0"))
package.targets[0].dependencies.append(.product(name: "CSV", package: "csv"))
