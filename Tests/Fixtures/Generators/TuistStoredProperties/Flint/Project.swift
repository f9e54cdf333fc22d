import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.framework(palette: Palette(shade: "Bright", layer: "Flint"))
