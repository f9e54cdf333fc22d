import ProjectDescription
import ProjectDescriptionHelpers

// An umbrella: the app reaches Ledger through it. Atlas is used by nothing.
let project = Project.module(
  name: "Crates",
  dependencies: [
    .project(target: "Ledger", path: "../Ledger"),
    .project(target: "Atlas", path: "../Atlas"),
  ])
