public struct Cart { public init() {} }
