import ProjectDescription

let workspace = Workspace(name: "Helpers", projects: [".", "Opaque", "Grouped", "Missing"])
