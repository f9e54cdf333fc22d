// swift-tools-version:5.9
// Binary targets made by a closure of three parameters over a list of tuples (as blinksh/blink's `xcfs` manifest
// makes its frameworks): Swift gives each tuple's elements to the parameters one each.
import PackageDescription

let binaries = [
  ("Awk", "0000000000000000000000000000000000000000000000000000000000000001", "https://example.com/awk.zip"),
  ("Tar", "0000000000000000000000000000000000000000000000000000000000000002", "https://example.com/tar.zip"),
].map { name, checksum, url in
  Target.binaryTarget(name: name, url: url, checksum: checksum)
}

let package = Package(
  name: "TupleClosure",
  products: [.library(name: "Shell", targets: ["Shell"])],
  targets: [.target(name: "Shell", dependencies: ["Awk", "Tar"])] + binaries
)
