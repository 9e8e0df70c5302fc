public import Foundation

extension BubbleDescription {
  /// Everything besides the message that shapes a description.
  ///
  /// Style, accessibility settings, language and time zone: nothing is ever read from
  /// the process.
  public struct Options: Hashable, Sendable {
    /// How the status indicator looks.
    ///
    /// Default ``StatusStyle/ticks``.
    public var style: StatusStyle
    /// How group receipts combine; `nil` uses the style's default (``GroupPolicy/anyRecipient``
    /// for ``StatusStyle/receiptBadge``, else ``GroupPolicy/allRecipients``).
    public var groupPolicy: GroupPolicy?
    /// Light or dark.
    ///
    /// Default light.
    public var appearance: Appearance
    /// The Increase Contrast setting.
    ///
    /// Default off.
    public var increasedContrast: Bool
    /// The Differentiate Without Color setting: no two states differ by colour alone.
    public var differentiateWithoutColor: Bool
    /// The Reduce Motion setting: transitions fade instead of scaling.
    public var reduceMotion: Bool
    /// Whether read receipts are shown.
    ///
    /// Default shown.
    public var readReceipts: ReadReceiptVisibility
    /// How failed outgoing bubbles are filled.
    ///
    /// Default ``FailedBubbleTint/standard``.
    public var failedBubbleTint: FailedBubbleTint
    /// The language and region for phrases and times, as a BCP 47 identifier.
    ///
    /// Default `en`.
    public var locale: String
    /// The user's 12/24-hour setting.
    ///
    /// Default ``HourCycle/automatic``: the locale's region decides (`en-GB` writes
    /// `14:42`). Apps pass the system setting here.
    public var hourCycle: HourCycle
    /// The time zone timestamps are shown in.
    ///
    /// Default GMT.
    public var timeZone: TimeZone
    /// Sizes in points.
    ///
    /// Default ``Metrics/standard``.
    public var metrics: Metrics
    /// How many readers a read group message's label names ("read by Alice and Bob", "read
    /// by Alice, Bob, and 3 others"); 0 says the count ("read by 3 of 5").
    ///
    /// Default 0. ``BubbleDescription/readers`` lists every reader whatever this says.
    public var namedReaders: Int
    /// Whether an outgoing group bubble carries what a message-info screen shows: its
    /// receipt counts (``BubbleDescription/receipts``, "delivered to 3 of 5") and who has it
    /// but has not read it (``BubbleDescription/deliveredTo``).
    ///
    /// Default off: a screen of bubbles shows neither, and each person listed costs what a
    /// reader does (a name and a time). ``ReceiptSummary/init(message:in:)`` counts alone.
    public var messageInfo: Bool

    /// Creates options; every parameter has the default a chat app starts with.
    public init(
      style: StatusStyle = .ticks, groupPolicy: GroupPolicy? = nil,
      appearance: Appearance = .light, increasedContrast: Bool = false,
      differentiateWithoutColor: Bool = false, reduceMotion: Bool = false,
      readReceipts: ReadReceiptVisibility = .shown, failedBubbleTint: FailedBubbleTint = .standard,
      locale: String = "en", hourCycle: HourCycle = .automatic, timeZone: TimeZone = .gmt,
      metrics: Metrics = .standard, namedReaders: Int = 0, messageInfo: Bool = false
    ) {
      self.style = style
      self.groupPolicy = groupPolicy
      self.appearance = appearance
      self.increasedContrast = increasedContrast
      self.differentiateWithoutColor = differentiateWithoutColor
      self.reduceMotion = reduceMotion
      self.readReceipts = readReceipts
      self.failedBubbleTint = failedBubbleTint
      self.locale = locale
      self.hourCycle = hourCycle
      self.timeZone = timeZone
      self.metrics = metrics
      self.namedReaders = max(namedReaders, 0)
      self.messageInfo = messageInfo
    }

    /// The group policy in force: ``groupPolicy``, else the style's default.
    var effectiveGroupPolicy: GroupPolicy { groupPolicy ?? style.defaultGroupPolicy }

    /// The palette column for ``appearance`` and ``increasedContrast``.
    package var paletteVariant: PaletteVariant {
      PaletteVariant(appearance: appearance, increasedContrast: increasedContrast)
    }
  }
}
