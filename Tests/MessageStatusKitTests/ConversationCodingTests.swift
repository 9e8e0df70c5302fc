import Foundation
import MessageStatusKit
import XCTest

/// A conversation's members keyed by id keep apart, in JSON, every two ids the library
/// keeps apart: `"Å"` (U+212B ANGSTROM SIGN) and `"Å"` (U+00C5) are two people to
/// ``UserID`` but one key to a `[String: …]` dictionary, whose encoding trapped.
final class ConversationCodingTests: XCTestCase {
  private let angstrom = UserID("\u{212B}")
  private let aRing = UserID("\u{00C5}")

  private var chat: Conversation {
    Conversation(
      participants: ["me", angstrom, aRing], viewer: "me",
      displayNames: [angstrom: "Anders", aRing: "Åsa"])
  }

  func testIDsEqualAsStringsAreTwoPeople() {
    XCTAssertNotEqual(angstrom, aRing)
    XCTAssertEqual(angstrom.rawValue, aRing.rawValue, "Swift's String equality joins them")
    XCTAssertEqual(chat.displayNames.count, 2)
  }

  /// Encoding traps no more ("Duplicate values for key"): the names are written as an
  /// array of id and name, which decodes back to the same two people.
  func testNamesThatOneKeyCannotHoldAreWrittenAsAnArrayAndReadBack() throws {
    let data = try JSONEncoder().encode(chat)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let names = try XCTUnwrap(object["displayNames"] as? [[String: String]])
    XCTAssertEqual(names.count, 2)
    XCTAssertEqual(Set(names.compactMap { $0["name"] }), ["Anders", "Åsa"])
    let back = try JSONDecoder().decode(Conversation.self, from: data)
    XCTAssertEqual(back, chat)
    XCTAssertEqual(back.displayNames[angstrom], "Anders")
    XCTAssertEqual(back.displayNames[aRing], "Åsa")
  }

  /// Marks keyed by such ids were merged into one member's on encoding; they are two
  /// members' still.
  func testMarksOfTwoSuchMembersStayTheirs() throws {
    var marked = chat
    marked.markRead(upTo: .sequenceNumber(4), by: angstrom)
    marked.markRead(upTo: .sequenceNumber(9), by: aRing)
    let data = try JSONEncoder().encode(marked)
    let back = try JSONDecoder().decode(Conversation.self, from: data)
    XCTAssertEqual(back.readMarks[angstrom], [.sequenceNumber(4)])
    XCTAssertEqual(back.readMarks[aRing], [.sequenceNumber(9)])
    XCTAssertEqual(back, marked)
  }

  /// A message's recipient outcomes keyed by such ids trapped on encoding too: they are an
  /// array of id and outcome, read back as two people's.
  func testAMessagesOutcomesOfSuchIDsEncodeAndReadBack() throws {
    var message = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0), state: .sent)
    message.record(.failed, for: angstrom)
    message.record(.skipped, for: aRing)
    let data = try JSONEncoder().encode(message)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual((object["outcomes"] as? [[String: String]])?.count, 2)
    let back = try JSONDecoder().decode(Message.self, from: data)
    XCTAssertEqual(back.outcome(for: angstrom), .failed)
    XCTAssertEqual(back.outcome(for: aRing), .skipped)
    XCTAssertEqual(back, message)
  }

  /// Ids an object can hold are written as they always were: an object keyed by id.
  func testOrdinaryNamesKeepTheObjectForm() throws {
    let plain = Conversation(
      participants: ["me", "alice"], viewer: "me", displayNames: ["alice": "Alice"])
    let data = try JSONEncoder().encode(plain)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(object["displayNames"] as? [String: String], ["alice": "Alice"])
  }

  /// The array form is read beside the object; an id it lists twice is an error, not a
  /// silent choice of one name.
  func testTheArrayFormIsReadAndAnIDListedTwiceIsAnError() throws {
    let given = #"""
      {"participants": ["me", "alice"], "viewer": "me",
       "displayNames": [{"id": "alice", "name": "Alice"}]}
      """#
    let chat = try JSONDecoder().decode(Conversation.self, from: Data(given.utf8))
    XCTAssertEqual(chat.displayNames, ["alice": "Alice"])
    let twice = #"""
      {"participants": ["me", "alice"], "viewer": "me",
       "displayNames": [{"id": "alice", "name": "Alice"}, {"id": "alice", "name": "Al"}]}
      """#
    XCTAssertThrowsError(try JSONDecoder().decode(Conversation.self, from: Data(twice.utf8))) {
      XCTAssertTrue("\($0)".contains("displayNames lists the id alice twice"), "\($0)")
    }
    // Neither form: both are named.
    let neither = #"{"participants": ["me"], "viewer": "me", "displayNames": 5}"#
    XCTAssertThrowsError(try JSONDecoder().decode(Conversation.self, from: Data(neither.utf8))) {
      XCTAssertTrue("\($0)".contains("expected an object keyed by id, or an array"), "\($0)")
    }
    // A wrong value inside the object form is reported as such, not as "not an array".
    let wrong = #"{"participants": ["me"], "viewer": "me", "displayNames": {"alice": 3}}"#
    XCTAssertThrowsError(try JSONDecoder().decode(Conversation.self, from: Data(wrong.utf8))) {
      guard case DecodingError.typeMismatch(let type, _) = $0 else { return XCTFail("\($0)") }
      XCTAssertTrue(type == String.self, "\(type)")
    }
  }
}
