import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.framework(palette: Palette(layer: "Wick"))
