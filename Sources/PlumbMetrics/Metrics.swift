import PlumbModel

/// Package metrics (Robert C. Martin's Ca, Ce, I, A, D and more) computed from a module graph.
public enum Metrics {}
