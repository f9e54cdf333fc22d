import ProjectDescription

/// Where the vault library comes from is chosen by an environment setting when the projects are generated: read
/// from the files alone, the entry could be either.
public enum VaultSource {
  case prebuilt, fromSource
}

extension Environment {
  public static var vaultSource: VaultSource {
    Environment.vaultBuild.getString(default: "prebuilt") == "source" ? .fromSource : .prebuilt
  }
}

extension TargetDependency {
  public static var vault: TargetDependency {
    switch Environment.vaultSource {
    case .prebuilt:
      return .external(name: "Vault")
    case .fromSource:
      return .project(target: "Vault", path: "Vault")
    }
  }
}
