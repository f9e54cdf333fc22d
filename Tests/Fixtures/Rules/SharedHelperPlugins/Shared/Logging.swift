import os.log

/// Log lines for every sensor target, with up to three arguments:
/// `os_log` takes its arguments one by one, not as an array.
extension OSLog {
  convenience init(category: String) {
    self.init(subsystem: "org.example.sensors", category: category)
  }

  func debug(_ message: StaticString, _ args: CVarArg...) {
    write(message, type: .debug, args)
  }

  func info(_ message: StaticString, _ args: CVarArg...) {
    write(message, type: .info, args)
  }

  func error(_ message: StaticString, _ args: CVarArg...) {
    write(message, type: .error, args)
  }

  private func write(_ message: StaticString, type: OSLogType, _ args: [CVarArg]) {
    switch args.count {
    case 0:
      os_log(message, log: self, type: type)
    case 1:
      os_log(message, log: self, type: type, args[0])
    case 2:
      os_log(message, log: self, type: type, args[0], args[1])
    default:
      os_log(message, log: self, type: type, args[0], args[1], args[2])
    }
  }
}
