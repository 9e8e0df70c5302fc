/// How the status indicator draws the delivery state, in a style found in chat apps.
///
/// A style is one file of `Styles/` (what it shows in each state, and the group policy it
/// implies) and one line in ``allCases``; the command's `--style`, the input's `style`,
/// the galleries and the tests read that list.
public struct StatusStyle: RawRepresentable, CaseIterable, Codable, Hashable, Sendable,
  CustomStringConvertible
{
  /// Every style, the default (``ticks``) first.
  public static let allCases: [StatusStyle] = [.ticks, .circles, .receiptBadge, .text]

  /// The style's identifier, as the JSON and the command write it: `receiptBadge`.
  public let rawValue: String
  /// The group policy the style implies.
  package let defaultGroupPolicy: GroupPolicy
  /// What the indicator shows in a presented state (read receipts already applied), in the
  /// words of the phrasebook passed (passed, not copied: this runs once per bubble).
  package let content:
    @Sendable (_ state: DeliveryState, _ context: Context, _ phrases: Phrasebook) ->
      StatusIndicator.Content

  /// What a style may draw on besides the state.
  package struct Context: Sendable {
    /// Whether states may differ by colour alone; when on, a style must tell read from
    /// delivered by shape too.
    var differentiateWithoutColor: Bool
    /// Readers to show on a badge.
    var badgeCount: Int
    /// The read words with the time ("Read 10:52 AM"), if the time is known.
    var readWords: String?

    /// The count as a badge shows it in `phrases`' digits ("3", "٣", "99+"): written only
    /// by a style that draws a badge, since most bubbles show none.
    func badgeText(in phrases: Phrasebook) -> String {
      badgeCount > 99 ? phrases.badgeOverflow : phrases.numbering.format(badgeCount)
    }
  }

  /// Creates a style.
  package init(
    _ rawValue: String, groupPolicy: GroupPolicy,
    content: @escaping @Sendable (DeliveryState, Context, Phrasebook) -> StatusIndicator.Content
  ) {
    self.rawValue = rawValue
    self.defaultGroupPolicy = groupPolicy
    self.content = content
  }

  /// The style named `rawValue`, or `nil`.
  public init?(rawValue: String) {
    guard let style = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
      return nil
    }
    self = style
  }

  /// The identifier.
  public var description: String { rawValue }

  /// Styles are equal when their identifiers are.
  public static func == (lhs: StatusStyle, rhs: StatusStyle) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// How a group's receipts combine into one delivery state.
public enum GroupPolicy: String, Codable, CaseIterable, Hashable, Sendable {
  /// Read when every recipient has read, delivered when every recipient has it,
  /// else sent: the most conservative state.
  case allRecipients = "allRecipients"
  /// Read as soon as one recipient has read, delivered as soon as one has it.
  case anyRecipient = "anyRecipient"
}

/// Whether read receipts are shown (a privacy setting in most chat apps).
public enum ReadReceiptVisibility: String, Codable, CaseIterable, Hashable, Sendable {
  /// Read is shown as read, with counts.
  case shown = "shown"
  /// Read is shown as delivered and no count is spoken.
  case hidden = "hidden"
}

/// How a failed outgoing bubble is filled.
public enum FailedBubbleTint: String, Codable, CaseIterable, Hashable, Sendable {
  /// The usual outgoing colour; only the status indicator shows the failure.
  case standard = "standard"
  /// The destructive bubble colour.
  case destructive = "destructive"
}
