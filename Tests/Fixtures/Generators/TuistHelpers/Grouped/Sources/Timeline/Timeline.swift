import Feed

public struct Timeline { let feed = Feed() }
