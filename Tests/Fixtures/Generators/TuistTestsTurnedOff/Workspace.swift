import ProjectDescription

let workspace = Workspace(name: "Camera", projects: ["Projects/**"])
