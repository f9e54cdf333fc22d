import ProjectDescription
import ProjectDescriptionHelpers

// Declared by no project here: the app reaches it through the payments project, kept in another repository.
let project: Project = .module("Tools", shared: [], own: [])
