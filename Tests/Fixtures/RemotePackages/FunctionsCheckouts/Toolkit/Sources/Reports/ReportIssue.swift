/// Reports a problem at run time: a test failure under tests, a log line otherwise.
public func reportIssue(_ message: String) {
  print("issue: \(message)")
}

/// Not visible outside the package.
func format(_ message: String) -> String { "issue: " + message }
