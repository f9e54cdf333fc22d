@_exported import ShelfIndex
