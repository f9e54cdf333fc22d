import WireHTTP

/// Tries a few requests by hand.
func tryRequests(_ paths: [String]) {
  for path in paths {
    let frame = Request(path: path).frame()
    if frame.isEmpty { continue }
    print(path, frame.bytes.count)
  }
}

tryRequests(["/", "/health", "/users"])
