public struct Annotations {}
