import ProjectDescription
import ProjectDescriptionHelpers

let project: Project = .layerRoot(Core.self)
