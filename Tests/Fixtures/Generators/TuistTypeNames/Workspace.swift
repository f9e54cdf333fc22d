import ProjectDescription
import ProjectDescriptionHelpers

let workspace = Workspace(
  name: "Shop",
  projects: {
    var projects: [Path] = [Path("Projects/App"), Path("Projects/Core/Core")]
    projects += Core.allCases.map { Path("Projects/\(String(describing: type(of: $0)))/\(String(describing: $0))") }
    return projects
  }()
)
