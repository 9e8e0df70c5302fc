import MessageStatusKit
import XCTest

final class MessageMergingTests: XCTestCase {
  func testReceiptSetsBecomeUnions() {
    let local = Fixtures.outgoing(.delivered, deliveredTo: ["alice", "bob"], readBy: ["alice"])
    let echo = Fixtures.outgoing(.sent, deliveredTo: ["carol"], readBy: ["bob"])
    let merged = local.merging(echo)
    XCTAssertEqual(merged.deliveredTo, ["alice", "bob", "carol"])
    XCTAssertEqual(merged.readBy, ["alice", "bob"])
    XCTAssertEqual(merged.state, .delivered, "a stale sent never lowers delivered")
  }

  func testReceiptSetsOnlyGrowWhateverTheOrder() {
    let reports = [
      Fixtures.outgoing(.sent, deliveredTo: ["alice"]),
      Fixtures.outgoing(.read, readBy: ["bob"]),
      Fixtures.outgoing(.failed, deliveredTo: ["carol"], readBy: ["alice"]),
    ]
    for first in reports {
      for second in reports {
        let merged = first.merging(second)
        XCTAssertTrue(merged.deliveredTo.isSuperset(of: first.deliveredTo))
        XCTAssertTrue(merged.deliveredTo.isSuperset(of: second.deliveredTo))
        XCTAssertTrue(merged.readBy.isSuperset(of: first.readBy.union(second.readBy)))
        XCTAssertEqual(merged.state, first.state.merging(second.state))
      }
    }
  }

  func testServerFactsAreKeptOnceKnownAndFilledInOtherwise() {
    var local = Fixtures.outgoing(.sending)
    var server = Fixtures.outgoing(.sent)
    server.serverTimestamp = Fixtures.serverTime
    server.sequenceNumber = 42
    let merged = local.merging(server)
    XCTAssertEqual(merged.serverTimestamp, Fixtures.serverTime)
    XCTAssertEqual(merged.sequenceNumber, 42)

    local = merged
    var stale = Fixtures.outgoing(.sent)
    stale.sequenceNumber = 7
    XCTAssertEqual(local.merging(stale).sequenceNumber, 42)
  }

  func testEchoWithoutBodyNeverErasesText() {
    let local = Fixtures.outgoing(.sending, text: "Hello world")
    let echo = Fixtures.outgoing(.sent, text: "")
    XCTAssertEqual(local.merging(echo).text, "Hello world")
    let edited = Fixtures.outgoing(.sent, text: "Hello, world")
    XCTAssertEqual(local.merging(edited).text, "Hello, world")
  }

  func testMergingAMessageWithItselfChangesNothing() {
    let message = Fixtures.outgoing(.read, deliveredTo: ["alice"], readBy: ["alice"])
    XCTAssertEqual(message.merging(message), message)
  }
}
