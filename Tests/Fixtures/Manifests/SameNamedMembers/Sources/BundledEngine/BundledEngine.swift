public enum BundledEngineMarker {}
