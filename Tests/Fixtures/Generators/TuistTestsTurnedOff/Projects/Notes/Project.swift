import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(name: "Notes", isStatic: false)
