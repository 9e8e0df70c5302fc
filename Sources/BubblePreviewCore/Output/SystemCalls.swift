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

  /// What `code` means for a path being opened or read (`reading`) or created or written,
  /// in the words error lines use.
  static func reason(_ code: Int32, path: String = "", reading: Bool = false) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "a part of the path is not a folder"
    case EISDIR: "it is a folder"
    case EBADF: "the file descriptor is closed"
    case ELOOP: "too many symbolic links"
    case EROFS: "the file system is read-only"
    case ENOSPC: "no space left on the device"
    case EIO: "an input/output error (the device failed)"
    case ENXIO where path == "/dev/tty": "the process has no controlling terminal"
    case ENXIO where reading: "no such device"
    case ENXIO: "nothing is reading it (a socket or a FIFO without a reader)"
    default: systemMessage(code)
    }
  }

  /// The system's words for `code`, begun in lower case as the rest of an error line is:
  /// "no data available", not "No data available".
  static func systemMessage(_ code: Int32) -> String {
    let message = String(cString: strerror(code))
    return message.prefix(1).lowercased() + message.dropFirst()
  }

  /// Why reading `descriptor` failed with `code`: a descriptor open for writing only
  /// (`bubble-preview render 0>file`) reads as `EBADF`, which is no closed descriptor.
  static func readReason(_ code: Int32, descriptor: Int32, path: String) -> String {
    if code == EBADF, fcntl(descriptor, F_GETFL) & O_ACCMODE == O_WRONLY {
      return "it is open for writing only"
    }
    return reason(code, path: path, reading: true)
  }
}
