import Foundation
import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// `Message`'s `Codable` reads every message the command's input accepts, as the command
/// reads it, and its own encoding back.
final class MessageCodableTests: XCTestCase {
  private var documents: [URL] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return ["Fuzz/seeds", "Fuzz/corpus", "Examples"].flatMap { folder in
      let url = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().filter { $0.hasSuffix(".json") || (folder == "Fuzz/corpus") }
        .map { url.appendingPathComponent($0) }
    }
  }

  func testEveryMessageTheCommandAcceptsDecodesAsTheCommandReadsIt() throws {
    var compared = 0
    for url in documents {
      let bytes = try [UInt8](Data(contentsOf: url))
      guard let input = try? PreviewInput(bytes: bytes, allowRepeatedIDs: true) else { continue }
      let object = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], url.lastPathComponent
      )
      let messages = try XCTUnwrap(object["messages"] as? [Any])
      XCTAssertEqual(messages.count, input.entries.count, url.lastPathComponent)
      for (entry, message) in zip(input.entries, messages) {
        let data = try JSONSerialization.data(withJSONObject: message)
        XCTAssertEqual(
          try JSONDecoder().decode(Message.self, from: data), entry.message,
          "\(url.lastPathComponent): \(entry.message.id)")
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 1_000)
  }

  func testTheInputsOptionalFieldsAndBothStateForms() throws {
    let minimal =
      #"{"id": "m1", "sender": "me", "createdAt": "2025-10-21T10:42:00.5+02:00", "state": "pending"}"#
    let message = try JSONDecoder().decode(Message.self, from: Data(minimal.utf8))
    XCTAssertEqual(message.text, "")
    XCTAssertEqual(message.deliveredTo, [])
    XCTAssertEqual(message.readBy, [])
    XCTAssertEqual(message.state, .sending)
    XCTAssertEqual(message.createdAt, Date(timeIntervalSince1970: 1_761_036_120.5))
    let pair =
      #"{"id": "m1", "sender": "me", "createdAt": "2025-10-21T10:42:00Z", "syncStatus": "synced", "status": "delivered", "deliveredTo": null}"#
    XCTAssertEqual(try JSONDecoder().decode(Message.self, from: Data(pair.utf8)).state, .delivered)
    let both =
      #"{"id": "m1", "sender": "me", "createdAt": "2025-10-21T10:42:00Z", "state": "sent", "syncStatus": "synced"}"#
    XCTAssertThrowsError(try JSONDecoder().decode(Message.self, from: Data(both.utf8)))
  }

  func testItsOwnEncodingDecodesBackEqual() throws {
    let message = Message(
      id: "m1", sender: "me", text: "Hi", attachment: .photo,
      createdAt: Date(timeIntervalSince1970: 1_761_036_120.123), state: .read,
      deliveredTo: ["alice"], readBy: ["alice"], readAt: Date(timeIntervalSince1970: 1_761_036_200))
    XCTAssertEqual(
      try JSONDecoder().decode(Message.self, from: JSONEncoder().encode(message)), message)
  }
}
