import ProjectDescription

let workspace = Workspace(name: "Marina", projects: ["Harbor", "Dock", "Buoy", "Pier"])
