import Foundation
import MessageStatusKit
import XCTest

/// Reports of one message that arrive out of order: the app's revision says which is
/// newer, so a transient state or an edit reported late never replaces a newer one, while
/// its receipts still count; without revisions, the later report wins.
final class RevisionTests: XCTestCase {
  private func report(
    _ revision: Int64?, text: String = "Hello world", state: DeliveryState = .delivered,
    editSync: EditSync? = nil, readBy: Set<UserID> = []
  ) -> Message {
    var message = Fixtures.outgoing(state, text: text, readBy: readBy)
    message.isEdited = text != "Hello world"
    message.editSync = editSync
    message.revision = revision
    return message
  }

  /// The second edit is saved (revision 3); the first edit's "syncing" report arrives
  /// after it (revision 2) with a read receipt: the text and the sync stay the newer ones,
  /// and the receipt counts.
  func testALateReportOfAnEarlierEditChangesNothingTheAppSets() {
    let newer = report(3, text: "See you at 8")
    let older = report(2, text: "See you at 7", state: .read, editSync: .syncing, readBy: ["alice"])
    let merged = newer.merging(older)
    XCTAssertEqual(merged.text, "See you at 8")
    XCTAssertNil(merged.editSync)
    XCTAssertEqual(merged.revision, 3)
    XCTAssertEqual(merged.state, .read, "progress counts whatever its revision")
    XCTAssertEqual(merged.readBy, ["alice"])
    XCTAssertEqual(Fixtures.describe(merged).edited, "Edited")
  }

  /// In the order they were made, the same reports end the same way.
  func testInOrderTheLaterRevisionWins() {
    let merged = report(2, text: "See you at 7", editSync: .syncing).merging(
      report(3, text: "See you at 8"))
    XCTAssertEqual(merged.text, "See you at 8")
    XCTAssertNil(merged.editSync)
    XCTAssertEqual(merged.revision, 3)
  }

  /// A pause and an upload are transient states like an edit's sync: a stale one is
  /// ignored.
  func testAStalePauseOrUploadIsIgnored() {
    var sending = Fixtures.outgoing(.sending, attachment: .photo)
    sending.revision = 5
    sending.upload = UploadProgress(fraction: 0.6)
    var stale = sending
    stale.revision = 4
    stale.upload = nil
    stale.pause = .waitingForNetwork
    let merged = sending.merging(stale)
    XCTAssertNil(merged.pause)
    XCTAssertEqual(merged.upload, UploadProgress(fraction: 0.6))
  }

  /// Without a revision on both, arrival order decides, as before: an equal revision is
  /// no older, and a report without one is the latest.
  func testWithoutTwoRevisionsTheLaterReportWins() {
    XCTAssertEqual(report(nil, text: "A").merging(report(nil, text: "B")).text, "B")
    XCTAssertEqual(report(3, text: "A").merging(report(nil, text: "B")).text, "B")
    XCTAssertEqual(report(3, text: "A").merging(report(nil, text: "B")).revision, 3)
    XCTAssertEqual(report(nil, text: "A").merging(report(1, text: "B")).revision, 1)
    XCTAssertEqual(report(3, text: "A").merging(report(3, text: "B")).text, "B")
  }

  /// A thread merges a message's reports as they arrive: the revision keeps the newest
  /// edit whatever their order.
  func testAThreadKeepsTheNewestEditWhateverTheOrder() {
    let reports = [
      report(1, text: "Hello world", state: .sent),
      report(3, text: "See you at 8", state: .delivered),
      report(2, text: "See you at 7", state: .delivered, editSync: .failed),
    ]
    for order in [[0, 1, 2], [0, 2, 1], [2, 1, 0], [1, 0, 2]] {
      let layout = ThreadArranger().arrange(order.map { reports[$0] })
      XCTAssertEqual(layout.messages.map(\.text), ["See you at 8"], "\(order)")
      XCTAssertEqual(layout.messages.first?.editSync, nil, "\(order)")
    }
  }

  /// A retry (revision 5, sending again) is not undone by the failure it retried,
  /// reported late (revision 4); nor is a newer failure by an older "sending".
  func testAStaleFailureOrRetryDecidesNothing() {
    var retry = Fixtures.outgoing(.sending)
    retry.revision = 5
    var failed = Fixtures.outgoing(.failed)
    failed.revision = 4
    failed.failure = .permanent
    let merged = retry.merging(failed)
    XCTAssertEqual(merged.state, .sending)
    XCTAssertEqual(merged.failure, .retryable)
    var newerFailure = Fixtures.outgoing(.failed)
    newerFailure.revision = 7
    var olderSending = Fixtures.outgoing(.sending)
    olderSending.revision = 6
    XCTAssertEqual(newerFailure.merging(olderSending).state, .failed)
    // The server's progress counts in any order: an older "delivered" still delivers.
    var olderDelivered = Fixtures.outgoing(.delivered)
    olderDelivered.revision = 1
    XCTAssertEqual(retry.merging(olderDelivered).state, .delivered)
  }

  /// An older report's recipient failure is not the latest; having played it is progress.
  func testAStaleReportBringsWhoPlayedItButNotWhoItFailedFor() {
    var newer = Fixtures.outgoing(.read, attachment: .voice, readBy: ["alice"])
    newer.revision = 9
    var older = Fixtures.outgoing(.delivered, attachment: .voice)
    older.revision = 8
    older.record(.failed, for: "bob")
    older.record(.played, for: "alice")
    let merged = newer.merging(older)
    XCTAssertEqual(merged.outcome(for: "alice"), .played)
    XCTAssertNotEqual(merged.outcome(for: "bob"), .failed)
  }

  /// A body-less acknowledgement with a newer revision came first: the older report's text
  /// fills it, and replaces nothing else.
  func testAStaleReportFillsAMessageWithoutContent() {
    let ack = report(5, text: "")
    let body = report(4, text: "See you at 8")
    XCTAssertEqual(ack.merging(body).text, "See you at 8")
    XCTAssertEqual(report(5, text: "Newer").merging(body).text, "Newer")
  }

  func testEncodedAndReadBack() throws {
    let message = report(42, text: "See you at 8")
    let data = try JSONEncoder().encode(message)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(object["revision"] as? Int, 42)
    XCTAssertEqual(try JSONDecoder().decode(Message.self, from: data), message)
    let plain = try JSONEncoder().encode(report(nil))
    XCTAssertFalse(String(decoding: plain, as: UTF8.self).contains("revision"))
  }
}
