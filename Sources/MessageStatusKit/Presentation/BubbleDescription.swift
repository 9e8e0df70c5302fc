/// Everything a front end needs to draw and announce one message bubble.
///
/// A pure value: renderers print it as it is and never add to it. A ``BubbleDescriber``
/// makes one: `BubbleDescriber(options:).describe(message, in: chat, previous:)`.
public struct BubbleDescription: Hashable, Sendable, Identifiable {
  /// The message's identifier: a bubble is identified by its message.
  public var id: MessageID
  /// Outgoing (the viewer's) or incoming.
  public var role: Role
  /// Trailing for outgoing, leading for incoming.
  public var alignment: Alignment
  // Optional properties are spelled `Optional<T>`, not `T?` (here and in `Message`,
  // `AccessibilityDescription`, `StatusIndicator`, `TransitionSpec`): a `var` written `T?`
  // starts as `nil` before the initializer runs, and the optimizer then built the value in
  // a temporary and returned a copy of it, retaining every field and releasing the
  // temporary's. Describing a bubble took 9,660 instructions with `T?`, 7,640 without.
  /// The sender's name, shown above incoming bubbles in groups; `nil` otherwise.
  ///
  /// Without directional embeddings and overrides, as ``text``.
  public var senderName: Optional<String>
  /// The message text as written, less the bidi controls that could reorder it; empty when
  /// it shows nothing (no text, or only spaces and invisible characters such as a
  /// zero-width space): a renderer draws the text exactly when this is not empty.
  ///
  /// Overrides go (they reverse letters: "exe.pdf" shown, "fdp.exe" heard); in text without
  /// right-to-left letters every bidi control goes; beside such letters, embeddings become
  /// isolates. See the Accessibility and languages article.
  public var text: String
  /// What the bubble shows in place of text when it has neither text that shows nor an
  /// attachment: the phrasebook's words ("Empty message", or an app's own), the words its
  /// label speaks; `nil` for every other bubble.
  public var emptyText: Optional<String>
  /// The attachment, if the message has one.
  public var attachment: Optional<AttachmentDescription>
  /// The time, formatted for the options' locale and time zone: "10:42 AM".
  public var timestamp: String
  /// The instant ``timestamp`` shows, in ISO 8601 UTC (`2025-10-21T10:42:00Z`, with
  /// milliseconds when it has them); `nil` for a date outside years 0–9999 or not finite.
  public var instant: Optional<String>
  /// What shows beside ``timestamp`` when the sender edited the message: the phrasebook's
  /// words ("Edited", or an app's own); `nil` for a message that was not edited.
  ///
  /// The label says it too ("Hello world, edited, read"), after the text.
  public var edited: Optional<String>
  /// Where an edit of the viewer's message stands while the server does not have it yet.
  ///
  /// ``Message/editSync``, where it applies: ``edited`` then holds its words ("Edit not
  /// saved"), and a failed edit offers ``BubbleAction/Kind/retryEdit``. `nil` once the edit
  /// is saved, and for any message it does not apply to.
  ///
  /// Beside ``status``, never instead of it: a read message whose edit is pending still
  /// shows read.
  public var editSync: Optional<EditSync>
  /// The bubble's fill.
  public var background: ColorToken
  /// The bubble's text colour.
  public var foreground: ColorToken
  /// The colour of every timestamp and sender name, which sit on the page background: the
  /// same for every bubble, so it is no property of one (the JSON writes it once, in
  /// `layout`).
  public static let captionColor = ColorToken.secondary
  /// The delivery indicator; always `nil` for incoming messages.
  public var status: Optional<StatusIndicator>
  /// Who read it, in read order: an outgoing group message's readers among the members
  /// (never the viewer); empty for any other message, and when read receipts are hidden.
  public var readers: [Reader]
  /// Who has an outgoing group message but has not read it (they are in ``readers``), with
  /// a heading, for a message-info screen; `nil` unless ``Options/messageInfo`` asks and
  /// someone is listed.
  public var deliveredTo: Optional<DeliveryList>
  /// An outgoing group message's receipts, counted among its recipients ("delivered to 3 of
  /// 5"), for a message-info screen; `nil` unless ``Options/messageInfo`` asks, and for any
  /// other message.
  ///
  /// With read receipts hidden, no one is counted as having read it.
  public var receipts: Optional<ReceiptSummary>
  /// What assistive technologies announce.
  public var accessibility: AccessibilityDescription
  /// What the user can do to the bubble, in order: retry and delete for a failed outgoing one.
  ///
  /// Each is a button and a custom accessibility action with the same label.
  public var actions: [BubbleAction]
  /// How the bubble changed from its previous description.
  public var transition: TransitionSpec
  /// Sizes in points, and type styles.
  public var metrics: Metrics
  /// Which palette column the colour tokens refer to.
  public var paletteVariant: PaletteVariant
  /// The language of every phrase in the description (a BCP 47 code: `en`, `pt-BR`).
  public var language: String
  /// Which way the language runs: right to left for Arabic.
  public var layoutDirection: LayoutDirection
  /// The bubble's place in its run of same-sender bubbles; `nil` outside a thread.
  public var runPosition: Optional<RunPosition>
  /// The words a page of this bubble writes besides its own (see ``PageWords``): its
  /// describer's, outside its value.
  package var pageWords: CarriedPageWords

  /// Creates a description from its parts; most code uses
  /// ``BubbleDescriber/describe(_:in:previous:)`` instead.
  package init(
    id: MessageID, role: Role, alignment: Alignment, senderName: String?, text: String,
    emptyText: String? = nil, attachment: AttachmentDescription?, timestamp: String,
    instant: String?, edited: String? = nil, editSync: EditSync? = nil,
    background: ColorToken, foreground: ColorToken, status: StatusIndicator?,
    readers: [Reader] = [], deliveredTo: DeliveryList? = nil, receipts: ReceiptSummary? = nil,
    accessibility: AccessibilityDescription, actions: [BubbleAction],
    transition: TransitionSpec,
    metrics: Metrics, paletteVariant: PaletteVariant, language: String,
    layoutDirection: LayoutDirection = .leftToRight, runPosition: RunPosition? = nil,
    pageWords: PageWords? = nil
  ) {
    self.id = id
    self.role = role
    self.alignment = alignment
    self.senderName = senderName
    self.text = text
    self.emptyText = emptyText
    self.attachment = attachment
    self.timestamp = timestamp
    self.instant = instant
    self.edited = edited
    self.editSync = editSync
    self.background = background
    self.foreground = foreground
    self.status = status
    self.readers = readers
    self.deliveredTo = deliveredTo
    self.receipts = receipts
    self.accessibility = accessibility
    self.actions = actions
    self.transition = transition
    self.metrics = metrics
    self.paletteVariant = paletteVariant
    self.language = language
    self.layoutDirection = layoutDirection
    self.runPosition = runPosition
    self.pageWords = CarriedPageWords(pageWords)
  }

  /// The combined spoken label; the same as `accessibility.label`.
  package var accessibilityLabel: String { accessibility.label }

  /// Whether the bubble has nothing to show: no attachment, and no text but spaces.
  ///
  /// Its label then says "Empty message", and a page shows those words.
  package var showsNothing: Bool { attachment == nil && !Self.showsText(text) }

  /// Whether `text` shows anything: a code point that is neither white space nor
  /// default-ignorable (zero-width space, word joiner, soft hyphen, bidi controls…).
  package static func showsText(_ text: String) -> Bool {
    // Fast path: any printable ASCII byte other than a space is text.
    text.utf8.contains { $0 > 0x20 && $0 < 0x7F }
      || text.unicodeScalars.contains {
        !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint
      }
  }

  /// The radius of each corner: joined where bubbles of one run meet (see ``Corners``).
  public var corners: Corners {
    Corners(alignment: alignment, runPosition: runPosition, metrics: metrics)
  }
}
