import RelayProxy

public struct Relay { let proxy = Proxy() }
