#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The process's id, from the C library.
public func currentProcess() -> Int32 {
  getpid()
}
