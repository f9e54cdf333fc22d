// A version marker: clients test `#if canImport(ReaderMarker509)` to know the reader's version.
