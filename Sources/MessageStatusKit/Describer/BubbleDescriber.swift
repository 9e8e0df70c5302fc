/// Describes many bubbles with the same options, preparing the language and the
/// time formatter once.
///
/// ```swift
/// let describer = BubbleDescriber(options: .init(style: .receiptBadge))
/// let bubbles = thread.map { describer.describe($0, in: chat) }
/// ```
///
/// Pure and total: the same inputs always give the same description, and no input traps.
public struct BubbleDescriber: Sendable {
  /// Everything prepared once, shared by copies: a describer is one reference to copy,
  /// not the dozens of strings of a phrasebook.
  private final class Prepared: Sendable {
    let options: BubbleDescription.Options
    let phrases: Phrasebook
    let timestamps: TimestampFormatter
    let variant: PaletteVariant
    /// The page words every description carries.
    let pageWords: PageWords
    /// "read by 3 of 5" and its icon's words for groups of fewer than ``keptTotals``
    /// recipients, index `count * keptTotals + total`.
    let readByLabels = KeptStrings(count: keptTotals * keptTotals)
    let readByIcons = KeptStrings(count: keptTotals * keptTotals)
    /// Groups this small keep their read counts' words.
    static let keptTotals = 32

    init(options: BubbleDescription.Options, phrases: Phrasebook?) {
      self.options = options
      self.phrases =
        phrases ?? Phrasebook.resolve(locale: options.locale, hourCycle: options.hourCycle)
      timestamps = TimestampFormatter(
        clock: self.phrases.clock, timeZone: options.timeZone, numbering: self.phrases.numbering)
      variant = options.paletteVariant
      pageWords = PageWords(self.phrases)
    }
  }

  private let prepared: Prepared

  /// The options every description uses.
  public var options: BubbleDescription.Options { prepared.options }
  /// The language the phrases come from.
  package var phrases: Phrasebook { prepared.phrases }
  var timestamps: TimestampFormatter { prepared.timestamps }
  /// The page words every description carries.
  var pageWords: PageWords { prepared.pageWords }
  var variant: PaletteVariant { prepared.variant }

  /// The bubble's label's "read by `count` of `total`" (``Phrasebook/labelReadBy``), filled
  /// once per describer for a group of fewer than 32 recipients.
  func readByLabel(count: Int, total: Int) -> String {
    kept(prepared.readByLabels, phrases.labelReadBy, count: count, total: total)
  }

  /// The status icon's "read by `count` of `total`" (``Phrasebook/iconReadBy``), kept as
  /// ``readByLabel(count:total:)`` is.
  func readByIcon(count: Int, total: Int) -> String {
    kept(prepared.readByIcons, phrases.iconReadBy, count: count, total: total)
  }

  /// `phrase` filled with `count` of `total`, kept in `table` when both are small.
  private func kept(
    _ table: KeptStrings, _ phrase: PluralPhrase, count: Int, total: Int
  ) -> String {
    let side = Prepared.keptTotals
    guard (0..<side).contains(count), (0..<side).contains(total) else {
      return phrase.filled(count: count, total: total, in: phrases)
    }
    return table.string(at: count * side + total) { _ in
      phrase.filled(count: count, total: total, in: phrases)
    }
  }

  /// Prepares a describer.
  ///
  /// - Parameter options: Style, settings, locale and time zone.
  public init(options: BubbleDescription.Options = .init()) {
    prepared = Prepared(options: options, phrases: nil)
  }

  /// Prepares a describer that speaks `phrasebook` (an app's own language, or its own
  /// words for one of the library's) instead of the one the options' locale resolves to.
  ///
  /// Every word of every description comes from the phrasebook: labels, hints, actions,
  /// status words, announcements, attachment names, day headings and its clock. The
  /// options' `locale` and `hourCycle` are then not used.
  ///
  /// - Parameters:
  ///   - options: Style, settings and time zone.
  ///   - phrasebook: The words, plural rule, digits, direction and clock.
  public init(options: BubbleDescription.Options = .init(), phrasebook: Phrasebook) {
    prepared = Prepared(options: options, phrases: phrasebook)
  }

  /// Describes how `message` looks and reads in `conversation`.
  ///
  /// - Parameters:
  ///   - message: The message to describe.
  ///   - conversation: Who takes part, who is looking, and how far each member has read
  ///     or received (its marks: ``Conversation/readMarks``).
  ///   - previous: The same message as last shown; `nil` means it appears for the first
  ///     time. The message is merged into it (``Message/merging(_:)``), so a stale update
  ///     never takes the bubble backwards, and the transition is computed from it.
  /// - Returns: A description that renderers print as it is.
  public func describe(
    _ message: Message, in conversation: Conversation, previous: Message? = nil
  ) -> BubbleDescription {
    // Out of line: a conversation with marks is the rare case, and checking for one cost
    // describing 9 % when the two paths were one function (`Benchmarks/README.md`).
    if conversation.hasMarks { return describeApplyingMarks(message, in: conversation, previous) }
    return describeMarked(message, in: conversation, previous: previous)
  }

  /// Members whose read or delivery mark reaches the message count as its receipts.
  @inline(never)
  private func describeApplyingMarks(
    _ message: Message, in conversation: Conversation, _ previous: Message?
  ) -> BubbleDescription {
    describeMarked(
      conversation.applyingMarks(to: message), in: conversation,
      previous: previous.map { conversation.applyingMarks(to: $0) })
  }

  /// ``describe(_:in:previous:)`` of a message whose conversation's marks are applied
  /// already (``Conversation/applyingMarks(to:precedesMarked:)``).
  package func describeMarked(
    _ message: Message, in conversation: Conversation, previous: Message? = nil
  ) -> BubbleDescription {
    guard let previous else {
      // The same as setting `transition(from: nil, to:)` on it (`DescriptionContractTests`).
      return describeStill(message, in: conversation, appearing: true)
    }
    // An update never takes the bubble backwards: what was shown merges with what came.
    var bubble = describeStill(previous.merging(message), in: conversation)
    bubble.transition = transition(from: describeStill(previous, in: conversation), to: bubble)
    return bubble
  }

  /// The transition from `previous` to `current`, following the rules of the Accessibility labels and languages article (Transitions and announcements).
  ///
  /// - First appearance (`previous == nil`): no animation; an incoming bubble
  ///   announces, politely, "New message: …" ("New message from Alice: …" in groups).
  /// - A state change the merge rules accept: scale and opacity, ease-in-out, 0.2 s
  ///   (``TransitionSpec/reducedMotion`` is opacity only, and so is
  ///   ``TransitionSpec/motion`` with the Reduce Motion option on); the `confirm` haptic
  ///   when the server first takes the message (from sending or failed); the `reject`
  ///   haptic and the assertive announcement "Message failed to send" on failure.
  /// - A state change the merge rules ignore, or no change: ``TransitionSpec/none``.
  /// - Only the badge count changes: numeric-text (opacity with Reduce Motion).
  /// - An edit's sync changes (``EditSync``): opacity; an edit that fails brings the
  ///   `reject` haptic and the assertive announcement of its words ("Edit not saved"),
  ///   with whatever else changed (a failure of the message itself is said instead).
  public func transition(
    from previous: BubbleDescription?, to current: BubbleDescription
  ) -> TransitionSpec {
    guard let previous else {
      guard current.role == .incoming else { return .none }
      var spec = TransitionSpec.none
      spec.announcement = Announcement(
        text: newMessageAnnouncement(for: current), politeness: .polite, trigger: .appearance)
      return spec
    }
    guard let before = previous.status, let after = current.status else { return .none }
    // An edit that fails is said at once, whatever else changed with it: the message is
    // still delivered, but the user's words did not reach the server.
    let editFailed = current.editSync == .failed && previous.editSync != .failed
    let editAnnouncement =
      editFailed
      ? Announcement(
        text: phrases.edit.failed.text, politeness: .assertive, trigger: .stateChange)
      : nil
    if before.state != after.state {
      guard before.state.merging(after.state) == after.state else { return .none }
      let haptic: TransitionSpec.Haptic?
      if after.state == .failed {
        haptic = .reject
      } else if before.state.progress == 0 && after.state.progress > 0 {
        haptic = .confirm
      } else {
        haptic = nil
      }
      let announcement =
        after.state == .failed
        ? Announcement(text: phrases.announceFailed, politeness: .assertive, trigger: .stateChange)
        : nil
      // A failed edit is felt as a failure even when the server took the message; the
      // message's own failure, when it has one, is what is said.
      return animated(
        [.scale, .opacity], haptic: editFailed ? .reject : haptic,
        announcement: announcement ?? editAnnouncement)
    }
    if case .badge(let old) = before.content, case .badge(let new) = after.content,
      old.count != new.count
    {
      return animated(
        [.numericText], haptic: editFailed ? .reject : nil, announcement: editAnnouncement)
    }
    // An edit's sync moves on beside the delivery: its words change in place; a failure
    // is felt and announced like a failed send.
    if previous.editSync != current.editSync {
      return animated(
        [.opacity], haptic: editFailed ? .reject : nil, announcement: editAnnouncement)
    }
    // A send paused or resumed: the symbol or words change in place, with no haptic and
    // nothing announced (the state is still sending).
    if before.pause != after.pause { return animated([.opacity]) }
    // An upload that starts or stops without a change of state fades the same way; a new
    // fraction of the same upload is a small change: the ring moves, nothing else.
    if (before.upload == nil) != (after.upload == nil) { return animated([.opacity]) }
    // Played after read: the symbol changes in place, with nothing announced.
    if before.played != after.played { return animated([.opacity]) }
    return .none
  }

  /// An ease-in-out change of 0.2 s with `effects`, and a fade for Reduce Motion; with
  /// the option on, both are the fade.
  private func animated(
    _ effects: [TransitionSpec.Effect], haptic: TransitionSpec.Haptic? = nil,
    announcement: Announcement? = nil
  ) -> TransitionSpec {
    let fade = TransitionSpec.Motion.animated(
      .init(effects: [.opacity], curve: .easeInOut, duration: 0.2))
    let full = TransitionSpec.Motion.animated(
      .init(effects: effects, curve: .easeInOut, duration: 0.2))
    return TransitionSpec(
      motion: options.reduceMotion ? fade : full, reducedMotion: fade, haptic: haptic,
      announcement: announcement)
  }
}
