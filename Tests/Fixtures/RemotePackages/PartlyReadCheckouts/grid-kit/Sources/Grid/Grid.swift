public struct Grid {}
