import Foundation
import MessageStatusKit
import XCTest

/// Every stored property of ``Message`` has a rule for merging a later report, so a field
/// added to the model and forgotten by ``Message/merge(_:)`` fails here.
final class EveryMessageFieldMergedTests: XCTestCase {
  /// How merging treats a property.
  enum Rule {
    /// The message's own value stays (its id, when it was made).
    case kept
    /// Who sent it: a report from anyone else is not merged at all.
    case mustMatch
    /// The update's, when the update says it failed and the merged state is failed.
    case followsAFailure
    /// A server fact: kept once known, else the update's.
    case keptOnceKnown
    /// Content: the update's, unless the update has no body.
    case fromUpdate
    /// A transient state the app sets: the latest report's.
    case latestReport
    /// Grows: a union, the earliest time per reader, or the state's own merge
    /// (`MessageMergingTests` and `DeliveryStateMergingTests` hold these to more).
    case grows
  }

  /// Each property of `Message`, by its name, with its rule and its path.
  private let rules: [String: (rule: Rule, path: PartialKeyPath<Message>)] = [
    "id": (.kept, \.id),
    "sender": (.mustMatch, \.sender),
    "createdAt": (.kept, \.createdAt),
    "text": (.fromUpdate, \.text),
    "attachment": (.fromUpdate, \.attachment),
    "serverTimestamp": (.keptOnceKnown, \.serverTimestamp),
    "sequenceNumber": (.keptOnceKnown, \.sequenceNumber),
    "readAt": (.keptOnceKnown, \.readAt),
    "state": (.grows, \.state),
    "failure": (.followsAFailure, \.failure),
    "deliveredTo": (.grows, \.deliveredTo),
    "deliveredTimes": (.grows, \.deliveredTimes),
    "readBy": (.grows, \.readBy),
    "readTimes": (.grows, \.readTimes),
    "unlisted": (.grows, \.unlisted),
    "isEdited": (.grows, \.isEdited),
    "isViewOnce": (.grows, \.isViewOnce),
    "pause": (.latestReport, \.pause),
    "upload": (.latestReport, \.upload),
    "editSync": (.latestReport, \.editSync),
    "revision": (.latestReport, \.revision),
  ]

  private let created = Date(timeIntervalSince1970: 1_761_043_320)

  /// A report with every property set, each to a value of its own `variant`.
  private func report(_ variant: Int, state: DeliveryState) -> Message {
    let at = created.addingTimeInterval(Double(variant * 60))
    var message = Message(
      id: MessageID("m\(variant)"), sender: "me", text: "Text \(variant)",
      attachment: variant == 1 ? .photo : .video, createdAt: at,
      serverTimestamp: at.addingTimeInterval(1), sequenceNumber: Int64(variant),
      state: state, deliveredTo: [UserID("alice\(variant)")],
      deliveredTimes: [UserID("dan\(variant)"): at], readBy: [UserID("bob\(variant)")],
      readTimes: [UserID("bob\(variant)"): at], readAt: at.addingTimeInterval(2),
      failure: variant == 1 ? .retryable : .permanent, isEdited: variant != 1,
      pause: variant == 1 ? .waitingForNetwork : .waitingForUser,
      upload: UploadProgress(fraction: variant == 1 ? 0.25 : 0.5),
      editSync: variant == 1 ? .syncing : .failed, revision: Int64(variant),
      isViewOnce: variant != 1)
    message.record(.failed, for: UserID("carol\(variant)"))
    return message
  }

  func testEveryPropertyHasAMergeRule() {
    let labels = Mirror(reflecting: report(1, state: .sent)).children.compactMap(\.label)
    XCTAssertEqual(labels.count, Set(labels).count)
    XCTAssertEqual(
      Set(labels), Set(rules.keys),
      "give each Message property a rule here, and in Message.merge(_:)")
  }

  func testMergingFollowsEachRule() {
    let base = report(1, state: .delivered)
    let update = report(2, state: .read)
    let merged = base.merging(update)
    for (name, (rule, path)) in rules {
      let mine = base[keyPath: path] as? AnyHashable
      let theirs = update[keyPath: path] as? AnyHashable
      let result = merged[keyPath: path] as? AnyHashable
      XCTAssertNotNil(mine, name)
      if rule == .mustMatch {
        XCTAssertEqual(mine, theirs, "\(name): reports of one message share it")
        var stranger = update
        stranger[keyPath: \.sender] = "mallory"
        XCTAssertEqual(base.merging(stranger), base, "\(name): another's report is not merged")
        continue
      }
      XCTAssertNotEqual(mine, theirs, "\(name): the two reports must differ")
      switch rule {
      case .kept, .keptOnceKnown, .followsAFailure: XCTAssertEqual(result, mine, name)
      case .fromUpdate, .latestReport: XCTAssertEqual(result, theirs, name)
      case .grows: XCTAssertNotEqual(result, mine, "\(name): the update's part is kept")
      case .mustMatch: break
      }
    }
    // A failure report brings its kind.
    let failed = report(2, state: .failed)
    for (name, (rule, path)) in rules where rule == .followsAFailure {
      XCTAssertEqual(
        report(1, state: .sending).merging(failed)[keyPath: path] as? AnyHashable,
        failed[keyPath: path] as? AnyHashable, name)
    }
    // A server fact not yet known is filled in from the update.
    var unknown = base
    unknown.serverTimestamp = nil
    unknown.sequenceNumber = nil
    unknown.readAt = nil
    let filled = unknown.merging(update)
    for (name, (rule, path)) in rules where rule == .keptOnceKnown {
      XCTAssertEqual(
        filled[keyPath: path] as? AnyHashable, update[keyPath: path] as? AnyHashable, name)
    }
  }
}
