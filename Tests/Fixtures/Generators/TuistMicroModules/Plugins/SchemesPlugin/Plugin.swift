import ProjectDescription

let plugin = Plugin(name: "SchemesPlugin")
