import ProjectDescription

let workspace = Workspace(name: "Orchard", projects: ["Projects/**"])
