import KitSign

public struct Relay { public let signer = Signer() }
