// Objective-C: compiled by the target but not a Swift source.
