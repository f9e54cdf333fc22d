import ProjectDescription
import ProjectDescriptionHelpers

// The product comes from a function nobody declares: plumb cannot read the target, and says so here only.
let project = Project(
  name: "Pier",
  targets: [
    .target(name: "Pier", destinations: .iOS, product: productChosenAtGeneration(), bundleId: "org.example.Pier")
  ]
)
