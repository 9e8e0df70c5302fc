/// Who has an outgoing group message but has not read it, for a message-info screen:
/// ``BubbleDescription/deliveredTo``.
///
/// Made only when ``BubbleDescription/Options/messageInfo`` asks and someone is listed. The
/// readers are ``BubbleDescription/readers``; together the two lists name everyone who has
/// the message, each once, as WhatsApp's and Signal's message-info screens do.
public struct DeliveryList: Hashable, Codable, Sendable {
  /// The list's heading, in the description's language: "Delivered to 3 of 5", where 3
  /// counts the readers too (``ReceiptSummary/deliveredCount``).
  public var heading: String
  /// Those listed, in the order it reached them.
  ///
  /// Those the input gives a time for come first, earliest first, then the others by name;
  /// each entry's time is when it reached them. With read receipts hidden, readers are
  /// listed here, as people who have it.
  public var recipients: [Reader]

  /// Creates a list.
  package init(heading: String, recipients: [Reader]) {
    self.heading = heading
    self.recipients = recipients
  }
}
