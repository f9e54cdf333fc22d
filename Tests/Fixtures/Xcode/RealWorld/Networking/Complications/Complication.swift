public struct Complication {}
