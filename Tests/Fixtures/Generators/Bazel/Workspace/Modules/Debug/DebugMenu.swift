public struct DebugMenu {}
