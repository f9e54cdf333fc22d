import Timeline

let probe = Timeline()
