public struct Product {}
