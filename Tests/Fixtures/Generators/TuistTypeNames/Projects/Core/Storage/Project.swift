import ProjectDescription
import ProjectDescriptionHelpers

let project: Project = .module("Storage", shared: [], own: [])
