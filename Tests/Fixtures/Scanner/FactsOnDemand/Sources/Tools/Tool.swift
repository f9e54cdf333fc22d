public func tool() -> Int { 1 }
