import ProjectDescription

let workspace = Workspace(name: "Ledger", projects: ["Projects/**"])
