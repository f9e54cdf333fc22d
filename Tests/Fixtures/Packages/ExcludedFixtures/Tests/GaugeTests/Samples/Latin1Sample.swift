// A sample in Latin-1: café
let name = "café"
