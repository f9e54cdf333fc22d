import Feed
import Foundation

var feed = Feed()
feed.add("first")
print(feed.entries.count, feed.latest != nil)
