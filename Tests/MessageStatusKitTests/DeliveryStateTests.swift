import MessageStatusKit
import XCTest

final class DeliveryStateTests: XCTestCase {
  func testSpellingAcceptsPendingAsSending() {
    XCTAssertEqual(DeliveryState(spelling: "pending"), .sending)
    for state in DeliveryState.allCases {
      XCTAssertEqual(DeliveryState(spelling: state.rawValue), state)
    }
  }

  func testSpellingRejectsUnknownAndDifferentlyCasedWords() {
    for word in ["seen", "Sent", "READ", "", " sent", "sending "] {
      XCTAssertNil(DeliveryState(spelling: word), word)
    }
  }

  func testSpellingsListsEveryAcceptedWord() {
    XCTAssertEqual(DeliveryState.spellings.compactMap(DeliveryState.init(spelling:)).count, 6)
  }

  func testTwoAxisConversionTable() {
    let rows = SyncStatus.allCases.flatMap { sync in
      ServerStatus.allCases.map { server in
        "\(sync) × \(server) → \(DeliveryState(sync: sync, server: server))"
      }
    }
    XCTAssertEqual(
      rows.joined(separator: "\n"),
      """
      pending × sent → sending
      pending × delivered → sending
      pending × read → sending
      synced × sent → sent
      synced × delivered → delivered
      synced × read → read
      failed × sent → failed
      failed × delivered → failed
      failed × read → failed
      """)
  }

  func testTwoAxisConversionIsLosslessBothWays() {
    for state in DeliveryState.allCases {
      XCTAssertEqual(
        DeliveryState(sync: state.syncStatus, server: state.serverStatus ?? .sent), state)
    }
    for server in ServerStatus.allCases {
      let state = DeliveryState(sync: .synced, server: server)
      XCTAssertEqual(state.syncStatus, .synced)
      XCTAssertEqual(state.serverStatus, server)
    }
  }

  func testIdentifiersEncodeAsBareStrings() throws {
    struct Pair: Codable, Equatable {
      var user: UserID
      var message: MessageID
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(Pair(user: "u1", message: "m1"))
    XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"message":"m1","user":"u1"}"#)
    XCTAssertEqual(try JSONDecoder().decode(Pair.self, from: data), Pair(user: "u1", message: "m1"))
  }
}
