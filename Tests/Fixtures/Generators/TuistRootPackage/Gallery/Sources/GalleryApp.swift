import Shimmer

let highlighted = true
