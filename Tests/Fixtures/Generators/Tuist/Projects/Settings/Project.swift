import ModulesPlugin
import ProjectDescription
import ProjectDescriptionHelpers

let settingsDependencies: [TargetDependency] = {
  var dependencies = CoreModule.storage.dependencies()
  dependencies.append(.snapKit)
  dependencies.append(.analytics)
  dependencies.append(.package(product: "NukeUI"))  // declared by the Core project
  return dependencies
}()

let project = Project.feature(name: "Settings", dependencies: settingsDependencies)
