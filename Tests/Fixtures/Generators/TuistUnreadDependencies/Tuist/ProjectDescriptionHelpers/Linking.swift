import ProjectDescription

/// How the sample apps get the ledger library: the choice is made by an environment setting when the projects are
/// generated, so no reader of the files alone can know which entry each app declares.
public enum LinkMode {
  case sourcePackage, builtProject
}

extension Environment {
  public static var linkMode: LinkMode {
    Environment.ledgerLinking.getString(default: "package") == "project" ? .builtProject : .sourcePackage
  }
}

extension TargetDependency {
  public static var ledger: TargetDependency {
    switch Environment.linkMode {
    case .sourcePackage:
      return .external(name: "Ledger")
    case .builtProject:
      return .project(target: "Ledger", path: "../Ledger")
    }
  }
}
