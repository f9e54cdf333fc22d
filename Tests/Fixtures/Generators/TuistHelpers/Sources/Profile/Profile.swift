public struct Profile {}
