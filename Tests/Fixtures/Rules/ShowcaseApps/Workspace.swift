import ProjectDescription

let workspace = Workspace(name: "Studio", projects: ["Projects/**"])
