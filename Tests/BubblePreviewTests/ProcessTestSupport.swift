import Foundation
import XCTest

/// Runs the built `bubble-preview` as a child process, for what only a real process shows:
/// signals, closed descriptors, pipes.
enum BubblePreviewBinary {
  /// The executable next to the test bundle (`swift build --build-tests` builds both).
  static var url: URL {
    get throws {
      let folder =
        Bundle.main.bundleURL.hasDirectoryPath
        ? Bundle.main.bundleURL : Bundle.main.bundleURL.deletingLastPathComponent()
      for candidate in [folder, folder.deletingLastPathComponent()] {
        let binary = candidate.appendingPathComponent("bubble-preview")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
      }
      throw Missing(folder: folder.path)
    }
  }

  /// The binary was not built: a failure, never a skip, so these tests cannot vanish.
  struct Missing: Error, CustomStringConvertible {
    var folder: String
    var description: String { "bubble-preview is not built next to the tests (\(folder))" }
  }

  /// Runs `script` with `sh -c`, `$BP` set to the binary; returns status, stdout, stderr.
  static func shell(_ script: String, timeout: TimeInterval = 60) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    var environment = ProcessInfo.processInfo.environment
    environment["BP"] = try url.path
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}
