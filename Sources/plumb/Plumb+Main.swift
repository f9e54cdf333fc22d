import ArgumentParser
import Foundation
import PlumbKit

extension Plumb {
  /// The entry point: argument-parser's own, except that usage errors exit with 2 ("could not run") instead of
  /// EX_USAGE (64), so scripts and CI see one code for every failure to run.
  static func main() {
    // The caches are written while the rules run and the report is printed; the process waits for them to end.
    CacheFolder.writeInBackground()
    do {
      var command = try parseAsRoot()
      try command.run()
      CacheFolder.finishWriting()
    } catch {
      CacheFolder.finishWriting()
      let code = exitCode(for: error)
      if code == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
