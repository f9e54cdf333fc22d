@_exported import WireCore
