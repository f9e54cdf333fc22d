// swift-tools-version:5.9
// Extra targets chosen by a function whose body is one `switch`, its cases narrowed by `where` clauses and matched
// against an enum case with a defaulted associated value.
import PackageDescription

enum Edition {
  case basic
  case studio(annotations: Bool = false)
}

let edition = Edition.studio()
let bundlesShelf = true

func extraTargets(for edition: Edition) -> [Target] {
  switch edition {
  case .studio(annotations: true):
    [.target(name: "Annotations")]
  case .studio where bundlesShelf:
    [.target(name: "Shelf")]
  default:
    []
  }
}

let package = Package(
  name: "SwitchWhereClause",
  targets: [
    .target(name: "Reader"),
  ] + extraTargets(for: edition)
)
