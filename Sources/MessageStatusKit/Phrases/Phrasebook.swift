/// Every word the core speaks or shows, in one language.
///
/// Languages are data: one `Phrasebook` value per language, with ``english`` as the
/// reference. The compiler makes every language define every phrase.
public struct Phrasebook: Hashable, Sendable {
  /// The language's BCP 47 code: `en`, `pt-BR`.
  public var language: String
  /// How the language picks plural forms.
  public var pluralRule: PluralRule
  /// The digits counts and times are written with.
  public var numbering: NumberingSystem
  /// Which way the language runs; right-to-left languages isolate all user text in labels.
  public var direction: LayoutDirection
  /// What joins the parts of a spoken label: `", "`.
  public var separator: String
  /// How times are written.
  public var clock: ClockFormat

  /// The status part of a bubble's label: "sent", "failed to send, tap to retry".
  public var labelStatus: PerState<String>
  /// The status part of a group bubble's label when read: "read by {count} of {total}".
  public var labelReadBy: PluralPhrase
  /// The status part of an incoming bubble's label: "received".
  public var labelReceived: String
  /// An incoming group message's label prefix: "{name}: {text}".
  public var labelSenderPrefixed: PhraseTemplate
  /// The label of a message with neither text nor attachment: "Empty message".
  public var emptyMessage: String

  /// The status indicator's own label: "Sent", "Failed to send. Tap to retry."
  public var iconLabel: PerState<String>
  /// The indicator's label when read in a group: "Read by {count} of {total}".
  public var iconReadBy: PluralPhrase

  /// The `text` style's words: "Sending…", "Delivered", "Failed to send".
  public var statusText: PerState<String>
  /// The `text` style's read words when the time is known: "Read {time}"; the form is
  /// picked by the hour shown (Spanish "Leído a la {time}" at 1, "a las" otherwise).
  public var statusTextReadAt: PluralPhrase
  /// The badge text for counts above 99: "99+" (in the language's digits).
  ///
  /// Its label keeps the exact number.
  public var badgeOverflow: String

  /// The custom action names: "Retry", "Delete".
  public var retryAction: String
  /// The delete action's name.
  public var deleteAction: String
  /// The hint of a failed bubble.
  public var failedHint: String
  /// The status part of a bubble's label when it failed for good: "failed to send".
  public var labelFailedPermanently: String
  /// The indicator's label when the message failed for good, such as "Failed to send.".
  public var iconFailedPermanently: String
  /// The hint of a bubble that failed for good: what can still be done with it.
  public var permanentFailureHint: String

  /// Announced when a message fails: "Message failed to send".
  public var announceFailed: String
  /// Announced for a new incoming message: "New message: {text}".
  public var announceNewMessage: PhraseTemplate
  /// Announced for a new incoming group message: "New message from {name}: {text}".
  public var announceNewMessageFrom: PhraseTemplate

  /// The status part of a label when the `text` style shows the read time: "read at
  /// {time}", picked by the hour shown; `nil` speaks ``labelStatus``'s read word.
  public var labelReadAt: PluralPhrase?
  /// A group bubble's read label when every recipient has read: "read by everyone";
  /// `nil` says ``labelReadBy`` with the count.
  public var labelReadByAll: String?
  /// The indicator's label when every recipient has read: "Read by everyone".
  public var iconReadByAll: String?
  /// Status words agreeing with an attachment name of the other gender ("Photo, reçue"),
  /// for languages whose participles agree.
  public var attachmentAgreement: AttachmentAgreement?
  /// How a word before a name elides before a vowel ("de Alice" → "d’Alice").
  public var elision: Elision?

  /// Names of attachment kinds: "Photo", "Voice message".
  public var attachments: AttachmentNames
  /// The composer's words: character counter, send button.
  public var composer: ComposerPhrases
  /// The thread's words: day separators, arrival summaries.
  public var thread: ThreadPhrases
  /// A rendered page's words: its title, the reviewer notes under each bubble.
  public var page: PagePhrases

  /// Creates a phrasebook.
  ///
  /// Every phrase of a bubble is required; the optional ones, and a page's words
  /// (English's unless given), may be left out.
  public init(
    language: String, pluralRule: PluralRule, numbering: NumberingSystem = .latin,
    direction: LayoutDirection = .leftToRight, separator: String, clock: ClockFormat,
    labelStatus: PerState<String>, labelReadBy: PluralPhrase, labelReceived: String,
    labelSenderPrefixed: PhraseTemplate, emptyMessage: String, iconLabel: PerState<String>,
    iconReadBy: PluralPhrase, statusText: PerState<String>, statusTextReadAt: PluralPhrase,
    badgeOverflow: String, retryAction: String, deleteAction: String, failedHint: String,
    labelFailedPermanently: String, iconFailedPermanently: String, permanentFailureHint: String,
    announceFailed: String, announceNewMessage: PhraseTemplate,
    announceNewMessageFrom: PhraseTemplate, attachments: AttachmentNames,
    composer: ComposerPhrases, thread: ThreadPhrases, page: PagePhrases? = nil,
    labelReadAt: PluralPhrase? = nil,
    labelReadByAll: String? = nil, iconReadByAll: String? = nil,
    attachmentAgreement: AttachmentAgreement? = nil,
    elision: Elision? = nil
  ) {
    self.labelReadAt = labelReadAt
    self.labelReadByAll = labelReadByAll
    self.iconReadByAll = iconReadByAll
    self.attachmentAgreement = attachmentAgreement
    self.elision = elision
    self.language = language
    self.pluralRule = pluralRule
    self.numbering = numbering
    self.direction = direction
    self.separator = separator
    self.clock = clock
    self.labelStatus = labelStatus
    self.labelReadBy = labelReadBy
    self.labelReceived = labelReceived
    self.labelSenderPrefixed = labelSenderPrefixed
    self.emptyMessage = emptyMessage
    self.iconLabel = iconLabel
    self.iconReadBy = iconReadBy
    self.statusText = statusText
    self.statusTextReadAt = statusTextReadAt
    self.badgeOverflow = badgeOverflow
    self.retryAction = retryAction
    self.deleteAction = deleteAction
    self.failedHint = failedHint
    self.labelFailedPermanently = labelFailedPermanently
    self.iconFailedPermanently = iconFailedPermanently
    self.permanentFailureHint = permanentFailureHint
    self.announceFailed = announceFailed
    self.announceNewMessage = announceNewMessage
    self.announceNewMessageFrom = announceNewMessageFrom
    self.attachments = attachments
    self.composer = composer
    self.thread = thread
    self.page = page ?? .english
  }
}

/// The name of each ``AttachmentKind`` in one language.
public struct AttachmentNames: Hashable, Sendable {
  /// ``AttachmentKind/photo``.
  public var photo: String
  /// ``AttachmentKind/video``.
  public var video: String
  /// ``AttachmentKind/file``.
  public var file: String
  /// ``AttachmentKind/voice``.
  public var voice: String
  /// ``AttachmentKind/location``.
  public var location: String
  /// ``AttachmentKind/sticker``.
  public var sticker: String
  /// ``AttachmentKind/contact``.
  public var contact: String

  /// Creates the names; every kind needs one.
  public init(
    photo: String, video: String, file: String, voice: String, location: String,
    sticker: String, contact: String
  ) {
    self.photo = photo
    self.video = video
    self.file = file
    self.voice = voice
    self.location = location
    self.sticker = sticker
    self.contact = contact
  }

  /// The name of `kind`.
  public subscript(kind: AttachmentKind) -> String {
    switch kind {
    case .photo: photo
    case .video: video
    case .file: file
    case .voice: voice
    case .location: location
    case .sticker: sticker
    case .contact: contact
    }
  }
}
