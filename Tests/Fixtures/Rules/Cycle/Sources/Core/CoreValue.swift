public struct CoreValue {}
