public struct Entry { public init() {} }
