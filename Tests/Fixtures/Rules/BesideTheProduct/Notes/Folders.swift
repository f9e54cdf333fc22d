/// Notes grouped by the folder their path starts with.
struct Folders {
  var paths: [String]

  func grouped() -> [String: [String]] {
    var result: [String: [String]] = [:]
    for path in paths {
      guard let slash = path.firstIndex(of: "/") else {
        result["Inbox", default: []].append(path)
        continue
      }
      result[String(path[..<slash]), default: []].append(String(path[path.index(after: slash)...]))
    }
    return result
  }
}
