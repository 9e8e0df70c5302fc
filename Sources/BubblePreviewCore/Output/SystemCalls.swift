import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls the command's input and output use, named apart from Swift methods
/// called `read` and `write`, and the words for their errors.
enum SystemCalls {
  /// `write(2)`.
  static func write(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.write(descriptor, bytes, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, bytes, count)
    #else
      Glibc.write(descriptor, bytes, count)
    #endif
  }

  /// `read(2)`.
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
      Musl.read(descriptor, buffer, count)
    #else
      Glibc.read(descriptor, buffer, count)
    #endif
  }

  /// What `code` means for a path being opened, in the words error lines use.
  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "a part of the path is not a folder"
    case EISDIR: "it is a folder"
    case EBADF: "the file descriptor is closed"
    case ELOOP: "too many symbolic links"
    case EROFS: "the file system is read-only"
    case ENOSPC: "no space left on the device"
    case ENXIO: "nothing is reading it (a socket or a FIFO without a reader)"
    default: String(cString: strerror(code))
    }
  }
}
