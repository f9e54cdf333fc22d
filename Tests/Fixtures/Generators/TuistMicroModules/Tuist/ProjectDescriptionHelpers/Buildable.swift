protocol Buildable {
    func with(_ change: (inout Self) throws -> Void) rethrows -> Self
}

extension Buildable {
    public func with(_ change: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try change(&copy)
        return copy
    }
}
