import ProjectDescription

let config = Tuist(project: .tuist(plugins: []))
