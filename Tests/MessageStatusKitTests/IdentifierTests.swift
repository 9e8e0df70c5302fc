import MessageStatusKit
import XCTest

/// The identifiers cache their hash; the `Hashable` contract must hold all the same.
final class IdentifierTests: XCTestCase {
  func testEqualIdentifiersHashEquallyAndSetsFindThem() {
    let ids = (0..<1_000).map { UserID("user-\($0)") }
    let set = Set(ids)
    XCTAssertEqual(set.count, 1_000)
    for index in [0, 1, 499, 999] {
      let copy = UserID("user-" + String(index))  // a different String storage
      XCTAssertEqual(copy, ids[index])
      XCTAssertEqual(copy.hashValue, ids[index].hashValue)
      XCTAssertTrue(set.contains(copy))
    }
    XCTAssertFalse(set.contains("user-1000"))
  }

  /// Apps make ids in loops: `"m\(n)"` is an identifier as `"m3"` is.
  func testAnInterpolatedStringIsAnIdentifier() {
    let ids: [MessageID] = (1...3).map { "m\($0)" }
    XCTAssertEqual(ids, ["m1", "m2", "m3"])
    XCTAssertEqual(Set(ids).count, 3)
    XCTAssertTrue(Set<MessageID>(["m2"]).contains(ids[1]), "the hash is the literal's")
  }

  func testChangingTheRawValueUpdatesTheHash() {
    var id = UserID("alice")
    id.rawValue = "bob"
    XCTAssertEqual(id, "bob")
    XCTAssertEqual(id.hashValue, UserID("bob").hashValue)
    XCTAssertTrue(Set<UserID>(["bob"]).contains(id))
    var message = MessageID("m1")
    message.rawValue = "m2"
    XCTAssertTrue(Set<MessageID>(["m2"]).contains(message))
  }

  func testCanonicallyEquivalentSpellingsAreDifferentIdentifiers() {
    // Ids compare by Unicode scalars, as servers do: NFC and NFD are two ids.
    XCTAssertNotEqual(UserID("caf\u{E9}"), UserID("cafe\u{301}"))
    XCTAssertFalse(Set([UserID("caf\u{E9}")]).contains(UserID("cafe\u{301}")))
  }
}
