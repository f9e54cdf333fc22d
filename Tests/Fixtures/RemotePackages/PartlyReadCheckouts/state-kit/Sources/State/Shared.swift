public struct Shared {}
