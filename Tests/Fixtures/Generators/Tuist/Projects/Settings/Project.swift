import ModulesPlugin
import ProjectDescription
import ProjectDescriptionHelpers

let settingsDependencies: [TargetDependency] = {
  var dependencies = CoreModule.storage.dependencies()
  dependencies.append(.snapKit)
  dependencies.append(.analytics)
  return dependencies
}()

let project = Project.feature(name: "Settings", dependencies: settingsDependencies)
