import Feed

let probe = Feed()
