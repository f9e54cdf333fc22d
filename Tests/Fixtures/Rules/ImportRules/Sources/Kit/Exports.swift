@_exported import Core
