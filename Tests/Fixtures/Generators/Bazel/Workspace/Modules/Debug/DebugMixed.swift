public enum DebugMixed {}
