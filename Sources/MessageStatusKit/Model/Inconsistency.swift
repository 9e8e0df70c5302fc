public import Foundation

/// Something a message says that contradicts its conversation or itself: a sender who is
/// not a participant, a time before the message was created, a receipt from its own
/// sender.
///
/// The describer's rules for such input stay as they are: receipts from outside the
/// conversation or from the sender never count, times are shown as given, and a sender
/// outside the conversation is drawn as any other sender. These are what a backend's
/// mistake looks like, so an app (or its tests) can ask for them with
/// ``Conversation/inconsistencies(of:)``, and `bubble-preview` prints them as warnings.
///
/// Times come from two clocks: ``Message/createdAt`` is the sender's device's, the rest the
/// server's. A read or delivery time is compared with ``Message/serverTimestamp`` where it
/// is known (one clock, so any time before it is said), else with ``Message/createdAt``
/// allowing ``clockSkew``; a server time is said only when it is more than ``clockSkew``
/// before the creation time.
public struct Inconsistency: Hashable, Sendable, CustomStringConvertible {
  /// What contradicts what.
  public enum Kind: Hashable, Sendable {
    /// The sender is not one of the conversation's participants.
    case senderOutsideConversation
    /// The server accepted the message more than ``Inconsistency/clockSkew`` before the
    /// sender's device created it.
    case serverBeforeCreated
    /// A delivery time (``Message/deliveredTimes``) before the message was sent.
    case deliveredBeforeSent
    /// A read time (``Message/readAt`` or ``Message/readTimes``) before the message was
    /// sent.
    case readBeforeSent
    /// The sender is among the recipients of its own message (``Message/deliveredTo`` or
    /// ``Message/readBy``).
    case receiptFromSender
  }

  /// What is contradictory.
  public var kind: Kind
  /// The message's property, and the recipient's id for a per-recipient time: `sender`,
  /// `serverTimestamp`, `readAt`, `readTimes.alice`, `deliveredTimes.bob`, `readBy`,
  /// `deliveredTo`.
  public var field: String
  /// What is wrong with the property, naming no id, so it can be logged as it is.
  ///
  /// `2025-10-21T09:00:00Z is before the message was created (2025-10-21T10:48:00Z)`.
  public var reason: String

  /// The field and the reason, for a log line: `readAt: 2025-10-21T09:00:00Z is before the
  /// message was created (2025-10-21T10:48:00Z)`.
  public var description: String { field + ": " + reason }

  /// How far a sender's device clock may run ahead of the server's before it is called a
  /// contradiction: five minutes (300 seconds), as phones without network time drift.
  public static let clockSkew: TimeInterval = 300
}

extension Conversation {
  /// What `message` says that contradicts this conversation or itself, in the order of
  /// ``Inconsistency/Kind``'s cases (each property once; per-recipient times by id);
  /// empty for a consistent message.
  ///
  /// ```swift
  /// var message = Message(id: "m1", sender: "me", createdAt: created, state: .read)
  /// message.readAt = created.addingTimeInterval(-3600)
  /// chat.inconsistencies(of: message).map(\.kind)  // [.readBeforeSent]
  /// ```
  public func inconsistencies(of message: Message) -> [Inconsistency] {
    var found: [Inconsistency] = []
    func say(_ kind: Inconsistency.Kind, _ field: String, _ reason: String) {
      found.append(Inconsistency(kind: kind, field: field, reason: reason))
    }
    func instant(_ date: Date) -> String {
      ISOInstant.string(from: date) ?? "\(date.timeIntervalSince1970) s after 1970"
    }
    let created = message.createdAt
    if !isParticipant(message.sender) {
      say(.senderOutsideConversation, "sender", "is not a participant of the conversation")
    }
    if let server = message.serverTimestamp, server < created - Inconsistency.clockSkew {
      say(
        .serverBeforeCreated, "serverTimestamp",
        "\(instant(server)) is more than \(Int(Inconsistency.clockSkew)) s before the "
          + "message was created (\(instant(created)))")
    }
    // Sent: the server's time where known, else the sender's, give or take the skew.
    let sent = message.serverTimestamp ?? created - Inconsistency.clockSkew
    func before(_ time: Date) -> String {
      let what =
        message.serverTimestamp.map { "the server accepted the message (\(instant($0)))" }
        ?? "the message was created (\(instant(created)))"
      return "\(instant(time)) is before \(what)"
    }
    func early(_ times: [UserID: Date], _ name: String, _ kind: Inconsistency.Kind) {
      guard times.values.contains(where: { $0 < sent }) else { return }
      for (id, time) in times.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where time < sent {
        say(kind, name + "." + id.rawValue, before(time))
      }
    }
    early(message.deliveredTimes, "deliveredTimes", .deliveredBeforeSent)
    if let read = message.readAt, read < sent { say(.readBeforeSent, "readAt", before(read)) }
    early(message.readTimes, "readTimes", .readBeforeSent)
    let own = "names the message's own sender, whose receipt never counts"
    if message.deliveredTo.contains(message.sender) { say(.receiptFromSender, "deliveredTo", own) }
    if message.readBy.contains(message.sender) { say(.receiptFromSender, "readBy", own) }
    return found
  }
}
