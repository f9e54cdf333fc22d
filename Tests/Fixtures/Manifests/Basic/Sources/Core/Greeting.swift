public struct Greeting { public init() {} }
