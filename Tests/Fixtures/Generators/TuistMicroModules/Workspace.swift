import ProjectDescription

let workspace = Workspace(name: "Lantern", projects: ["Projects/**"])
