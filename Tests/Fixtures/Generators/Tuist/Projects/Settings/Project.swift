import ModulesPlugin
import ProjectDescription
import ProjectDescriptionHelpers

let settingsDependencies: [TargetDependency] = {
  var dependencies = CoreModule.storage.dependencies()
  dependencies.append(.snapKit)
  return dependencies
}()

let project = Project.feature(name: "Settings", dependencies: settingsDependencies)
