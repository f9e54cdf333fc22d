// swift-tools-version:5.9
// A switch over a build flavour whose `default:` only says `break`, as Swift asks of an empty case.
import PackageDescription

enum Flavour {
  case full, lite, trial
}

let flavour = Flavour.trial
var extraTargets: [Target] = []

switch flavour {
case .full:
  extraTargets.append(.target(name: "Sync"))
case .lite:
  extraTargets.append(.target(name: "Offline"))
default:
  break
}

let package = Package(
  name: "SwitchDefaultBreak",
  targets: [
    .target(name: "Notes"),
  ] + extraTargets
)
