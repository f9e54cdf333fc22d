public struct Umbrella {}
