// swift-tools-version:6.0
// plumb's plugins on the prebuilt binary: nothing of plumb (swift-syntax included) is compiled in the package that
// uses them. This is the manifest of a distribution package, as SwiftLint's SwiftLintPlugins is: the release
// workflow publishes it with `url:` and `checksum:` of the release's artifact bundle (scripts/dist/plugins-package.sh
// writes that form); here the bundle is found by `path:`, where `make dist` unpacks it (`plumb.artifactbundle`
// beside this file), which is how scripts/dist/plugin-test.sh proves the plugins without a release.
import PackageDescription

let package = Package(
  name: "PlumbPlugins",
  products: [
    // Runs `plumb check` before every build of a target that uses it: findings become build warnings and errors.
    .plugin(name: "PlumbBuildToolPlugin", targets: ["PlumbBuildToolPlugin"]),
    // `swift package plumb check` (graph, report, ...) without building plumb.
    .plugin(name: "PlumbCommandPlugin", targets: ["PlumbCommandPlugin"]),
  ],
  targets: [
    .binaryTarget(name: "PlumbBinary", path: "plumb.artifactbundle"),
    .plugin(name: "PlumbBuildToolPlugin", capability: .buildTool(), dependencies: ["PlumbBinary"]),
    .plugin(
      name: "PlumbCommandPlugin",
      capability: .command(
        intent: .custom(verb: "plumb", description: "Check, draw and report the package's architecture with plumb")),
      dependencies: ["PlumbBinary"]
    ),
  ]
)
