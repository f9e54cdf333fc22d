public struct Formatter {}
