public struct RemoteStore { public init() {} }
