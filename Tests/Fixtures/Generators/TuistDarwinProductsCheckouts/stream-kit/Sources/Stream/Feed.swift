public struct Feed { public init() {} }
