import ProjectDescription

let plugin = Plugin(name: "RoutesPlugin")
