public struct SystemStore { public init() {} }
