import ProjectDescription
import ProjectDescriptionHelpers

let project: Project = .module("Network", shared: [.dependency(module: Core.Storage)], own: [])
