import PlumbModel

/// Reads Swift source files and extracts per-file facts (imports, types, roles, navigation uses).
public enum Scanner {}
