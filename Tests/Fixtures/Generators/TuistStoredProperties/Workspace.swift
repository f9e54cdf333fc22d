import ProjectDescription

let workspace = Workspace(name: "Lighthouse", projects: ["Lantern", "Wick", "Flint"])
