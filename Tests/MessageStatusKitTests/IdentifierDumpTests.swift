import Foundation
import MessageStatusKit
import XCTest

/// `dump` (and swift-custom-dump and swift-snapshot-testing's `.dump`, which read the same
/// `Mirror`) shows the same text for a description in every process: an identifier's
/// cached hash, seeded per process, stays out of it.
final class IdentifierDumpTests: XCTestCase {
  private static func dumped() -> String {
    let members: [UserID] = ["alice", "bob", "carol"]
    let chat = Conversation(participants: members + ["me"], viewer: "me")
    let message = Message(
      id: "m1", sender: "me", text: "Hello", createdAt: Date(timeIntervalSince1970: 0),
      state: .read, deliveredTo: Set(members), readBy: ["alice"])
    var text = ""
    dump(BubbleDescriber().describe(message, in: chat), to: &text)
    // A set of two or more dumps in its process's order: one reader and one receiver.
    let single = Message(
      id: "m2", sender: "alice", text: "Hi", createdAt: Date(timeIntervalSince1970: 0),
      state: .read, deliveredTo: ["me"], readBy: ["me"])
    dump(single, to: &text)
    return text
  }

  func testAnIdentifierDumpsAsItsRawValue() {
    var text = ""
    dump(UserID("alice"), to: &text)
    XCTAssertEqual(text, "▿ alice\n  - rawValue: \"alice\"\n")
  }

  func testASecondProcessDumpsTheSameBytes() throws {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["MSK_DUMP_TO"] {
      // The second process: write the dump and stop.
      return try Self.dumped().write(toFile: path, atomically: true, encoding: .utf8)
    }
    #if os(Linux)
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("dump-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let output = folder.appendingPathComponent("dump.txt")
      // The test bundle runs this one test again, with another random hash seed.
      let child = Process()
      child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      child.arguments = [
        "MessageStatusKitTests.IdentifierDumpTests/testASecondProcessDumpsTheSameBytes"
      ]
      var childEnvironment = environment
      childEnvironment["MSK_DUMP_TO"] = output.path
      childEnvironment.removeValue(forKey: "SWIFT_DETERMINISTIC_HASHING")
      child.environment = childEnvironment
      child.standardOutput = FileHandle.nullDevice
      child.standardError = FileHandle.nullDevice
      try child.run()
      child.waitUntilExit()
      XCTAssertEqual(child.terminationStatus, 0)
      XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), Self.dumped())
    #else
      throw XCTSkip("the test bundle is run again by path on Linux only")
    #endif
  }
}
