public struct Proxy { public init() {} }
