import ProjectDescription

let plugin = Plugin(name: "NamingPlugin")
