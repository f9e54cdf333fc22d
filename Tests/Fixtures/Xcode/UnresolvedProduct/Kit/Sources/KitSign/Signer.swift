public struct Signer { public init() {} }
