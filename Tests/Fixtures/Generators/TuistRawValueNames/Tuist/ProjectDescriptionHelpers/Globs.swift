import ProjectDescription

/// Source globs the helpers share. Their names are also cases of `ModulePart` and `TargetKind`: an argument written
/// `.sources` is the case of the parameter's type, never one of these.
extension SourceFilesList {
  public static let sources: SourceFilesList = "Sources/**"
  public static let api: SourceFilesList = "API/**"
}

/// The kinds of target a module may have, without raw values.
public enum TargetKind {
  case api
  case sources
  case tests
}
