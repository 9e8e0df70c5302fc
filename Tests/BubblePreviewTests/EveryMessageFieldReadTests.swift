import Foundation
import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// Every stored property of ``Message`` is read from the command's input, so a field added
/// to the model and forgotten by the command's reader fails here.
final class EveryMessageFieldReadTests: XCTestCase {
  /// The input members that give each property of `Message`.
  private let members: [String: Set<MessageMember>] = [
    "id": [.id], "sender": [.sender], "text": [.text], "createdAt": [.createdAt],
    "serverTimestamp": [.serverTimestamp], "sequenceNumber": [.sequenceNumber],
    "state": [.state, .syncStatus, .status], "deliveredTo": [.deliveredTo],
    "deliveredTimes": [.deliveredTo],
    "readBy": [.readBy], "readTimes": [.readBy], "unlisted": [.outcomes], "readAt": [.readAt],
    "attachment": [.attachment], "failure": [.failure], "isEdited": [.edited],
    "pause": [.pause], "upload": [.upload], "editSync": [.editSync],
    "revision": [.revision], "isViewOnce": [.viewOnce],
  ]

  /// Members that give no property of the message itself.
  private let notOfTheMessage: Set<MessageMember> = [.previousState]  // the bubble shown before

  /// A message with every property set, and the input member by member that says it.
  private let message = {
    var message = Message(
      id: "m1", sender: "me", text: "Hello", attachment: .photo,
      createdAt: Date(timeIntervalSince1970: 1_761_043_320),
      serverTimestamp: Date(timeIntervalSince1970: 1_761_043_321), sequenceNumber: 42,
      state: .failed, deliveredTo: ["alice"],
      deliveredTimes: ["carol": Date(timeIntervalSince1970: 1_761_043_370)], readBy: ["alice"],
      readTimes: ["alice": Date(timeIntervalSince1970: 1_761_043_380)],
      readAt: Date(timeIntervalSince1970: 1_761_043_390), failure: .permanent, isEdited: true,
      pause: .waitingForUser, upload: UploadProgress(fraction: 0.25), editSync: .failed,
      revision: 7, isViewOnce: true)
    message.record(.failed, for: "bob")
    return message
  }()
  private let json = """
    {"id": "m1", "sender": "me", "text": "Hello", "attachment": "photo",
     "createdAt": "2025-10-21T10:42:00Z", "serverTimestamp": "2025-10-21T10:42:01Z",
     "sequenceNumber": 42, "state": "failed",
     "deliveredTo": ["alice", {"id": "carol", "at": "2025-10-21T10:42:50Z"}],
     "readBy": [{"id": "alice", "at": "2025-10-21T10:43:00Z"}], "outcomes": {"bob": "failed"},
     "readAt": "2025-10-21T10:43:10Z", "failure": "permanent", "edited": true,
     "pause": "waitingForUser", "upload": {"fraction": 0.25}, "editSync": "failed",
     "revision": 7, "viewOnce": true}
    """

  func testEveryPropertyIsReadFromAMember() {
    let labels = Set(Mirror(reflecting: message).children.compactMap(\.label))
    XCTAssertEqual(
      labels, Set(members.keys), "name the input members of each Message property here")
    XCTAssertEqual(
      Set(members.values.joined()).union(notOfTheMessage), Set(MessageMember.allCases),
      "every member gives a property, or says why not")
  }

  func testAMessageWithEveryMemberReadsAsTheMessage() throws {
    let input = try PreviewInput(
      bytes: Array(documentJSON(messages: [json], extra: #""participants": ["me", "alice"]"#).utf8))
    XCTAssertEqual(input.entries.first?.message, message)
  }
}
