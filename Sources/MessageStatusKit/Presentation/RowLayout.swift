/// Where the parts of a bubble's row sit, top to bottom, and the order inside the status
/// row: the same for every bubble, so that front ends draw rows alike.
package enum RowPart: String, Codable, CaseIterable, Hashable, Sendable {
  /// The sender's name, when the bubble has one, inset by the horizontal padding.
  case senderName = "senderName"
  /// The bubble itself: attachment name, then text.
  case bubble = "bubble"
  /// The timestamp and the status indicator, ``Metrics/statusRowSpacing`` below the bubble,
  /// aligned with the bubble's side.
  case statusRow = "statusRow"
  /// The action buttons, when the bubble has actions.
  case actions = "actions"
  /// Who has the message but has not read it, under its heading, when the bubble lists
  /// them (``BubbleDescription/deliveredTo``): a message-info screen's list.
  case deliveredTo = "deliveredTo"

  /// The parts from top to bottom.
  package static let order: [RowPart] = [.senderName, .bubble, .statusRow, .actions, .deliveredTo]
}

/// An item of the status row below a bubble.
package enum StatusRowItem: String, Codable, CaseIterable, Hashable, Sendable {
  /// The timestamp, after the bubble's ``BubbleDescription/edited`` words when it has
  /// them ("Edited 10:42 AM").
  case timestamp = "timestamp"
  /// The status indicator, when the bubble has one.
  case status = "status"
  /// The readers' initials as an avatar stack, when the bubble has readers.
  case readers = "readers"

  /// The items in reading order (leading to trailing), ``Metrics/timestampSpacing`` apart.
  package static let order: [StatusRowItem] = [.timestamp, .status, .readers]
}
