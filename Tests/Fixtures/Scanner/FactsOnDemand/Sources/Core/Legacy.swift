// A line the parser rejects: the scan says so, whether the file's facts are decoded or not.
public let legacyLimit = = 3
