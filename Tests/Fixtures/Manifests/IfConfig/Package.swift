// swift-tools-version:5.9
// Conditional compilation picks targets and dependencies for the machine that reads the manifest.
import PackageDescription

#if os(Linux)
let platformTarget: Target = .target(name: "LinuxSupport")
#elseif os(macOS)
let platformTarget: Target = .target(name: "MacSupport")
#else
let platformTarget: Target = .target(name: "OtherSupport")
#endif

#if canImport(Darwin)
let networking = "AppleNetworking"
#else
let networking = "PortableNetworking"
#endif

extension Target.Dependency {
  #if swift(>=5.9)
  static let modern: Self = .target(name: "Modern")
  #else
  static let modern: Self = .target(name: "Legacy")
  #endif
}

var targets: [Target] = [
  platformTarget,
  .target(name: networking),
  .target(name: "Modern"),
  .target(name: "Legacy"),
  .target(name: "App", dependencies: [.target(name: platformTarget.name), .modern, .byName(name: networking)]),
]

#if compiler(>=6.0) && !os(iOS)
targets.append(.testTarget(name: "AppTests", dependencies: ["App"]))
#endif

#if os(iOS) || os(tvOS)
targets.append(.target(name: "TouchOnly"))
#endif

let package = Package(name: "IfConfig", targets: targets)
