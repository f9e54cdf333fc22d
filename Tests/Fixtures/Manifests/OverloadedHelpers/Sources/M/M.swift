public struct M {}
