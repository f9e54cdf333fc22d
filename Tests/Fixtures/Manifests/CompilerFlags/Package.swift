// swift-tools-version:5.9
// Hand-written fixture: what SwiftPM defines when it compiles a manifest (checked with `swift package dump-package`).
// No `-D` flag: neither DEBUG (in a debug build too) nor SWIFT_PACKAGE, which only targets get. `os()`, `canImport()`
// and `compiler()` answer for the machine that reads it.
import PackageDescription

var targets: [Target] = []

#if DEBUG
targets.append(.target(name: "DebugOnly"))
#endif

#if SWIFT_PACKAGE
targets.append(.target(name: "PackageFlag"))
#else
targets.append(.target(name: "NoPackageFlag"))
#endif

#if !DEBUG && canImport(Foundation)
targets.append(.target(name: "Foundational"))
#endif

#if os(Linux)
targets.append(.target(name: "LinuxOnly"))
#elseif os(macOS)
targets.append(.target(name: "MacOnly"))
#endif

#if compiler(>=5.9)
targets.append(.target(name: "ModernCompiler"))
#else
targets.append(.target(name: "OldCompiler"))
#endif

let package = Package(name: "CompilerFlags", targets: targets)
