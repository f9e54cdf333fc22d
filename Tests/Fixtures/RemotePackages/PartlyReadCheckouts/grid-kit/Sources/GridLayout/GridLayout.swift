public struct GridLayout {}
