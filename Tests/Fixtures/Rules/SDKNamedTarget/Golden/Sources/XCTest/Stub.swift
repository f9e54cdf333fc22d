public struct Stub { public init() {} }
