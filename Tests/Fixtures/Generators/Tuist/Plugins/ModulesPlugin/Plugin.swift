import ProjectDescription

let plugin = Plugin(name: "ModulesPlugin")
