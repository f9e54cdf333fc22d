@_exported import PipesCore
