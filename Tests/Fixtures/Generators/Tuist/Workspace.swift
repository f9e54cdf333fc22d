import ProjectDescription

let workspace = Workspace(name: "Fixture", projects: ["Projects/**"])
