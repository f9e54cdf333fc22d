public enum EngineMarker {}
