/// Every word the core speaks or shows, in one language.
///
/// Languages are data: one `Phrasebook` value per language, with English's as the
/// reference. The compiler makes every language define every phrase.
public struct Phrasebook: Hashable, Sendable {
  /// The language's BCP 47 code: `en`, `pt-BR`.
  public var language: String
  /// The code a String Catalog files these words under: the ``language`` (`en`, `pt-BR`),
  /// or the language as written in the region a locale named (`en-GB`, `zh-Hant-HK`,
  /// `ar-MA`; `en-IS` for Icelandic, which the library writes in English).
  package var variety: String
  /// How the language picks plural forms.
  package var pluralRule: PluralRule
  /// The digits counts and times are written with.
  package var numbering: NumberingSystem
  /// Which way the language runs; right-to-left languages isolate all user text in labels.
  package var direction: LayoutDirection
  /// What joins the parts of a spoken label: `", "`.
  package var separator: String
  /// How times are written.
  package var clock: ClockFormat

  /// The status part of a bubble's label: "sent", "failed to send, tap to retry".
  package var labelStatus: PerState<String>
  /// The status part of a group bubble's label when read: "read by {count} of {total}".
  package var labelReadBy: PluralPhrase
  /// An incoming group message's label prefix: "{name}: {text}".
  package var labelSenderPrefixed: PhraseTemplate
  /// A conversation row's preview of the viewer's own latest message: "You: {text}".
  package var previewOwn: PhraseTemplate
  /// The label of a message with neither text nor attachment: "Empty message".
  package var emptyMessage: String
  /// Shown beside the time of a message its sender edited: "Edited".
  package var edited: String
  /// Spoken after the text of an edited message, lowercase mid-sentence: "edited".
  package var labelEdited: String

  /// The status indicator's own label: "Sent", "Failed to send. Tap to retry."
  package var iconLabel: PerState<String>
  /// The indicator's label when read in a group: "Read by {count} of {total}".
  package var iconReadBy: PluralPhrase

  /// The `text` style's words: "Sending…", "Delivered", "Failed to send".
  package var statusText: PerState<String>
  /// The `text` style's read words when the time is known: "Read {time}"; the form is
  /// picked by the hour shown (Spanish "Leído a la {time}" at 1, "a las" otherwise).
  package var statusTextReadAt: PluralPhrase
  /// The badge text for counts above 99: "99+" (in the language's digits).
  ///
  /// Its label keeps the exact number.
  package var badgeOverflow: String

  /// The custom action names: "Retry", "Delete".
  package var retryAction: String
  /// The delete action's name.
  package var deleteAction: String
  /// The hint of a failed bubble.
  package var failedHint: String
  /// The status part of a bubble's label when it failed for good: "failed to send".
  package var labelFailedPermanently: String
  /// The indicator's label when the message failed for good, such as "Failed to send.".
  package var iconFailedPermanently: String
  /// The hint of a bubble that failed for good: what can still be done with it.
  package var permanentFailureHint: String

  /// Announced when a message fails: "Message failed to send".
  package var announceFailed: String
  /// Announced for a new incoming message: "New message: {text}".
  package var announceNewMessage: PhraseTemplate
  /// Announced for a new incoming group message: "New message from {name}: {text}".
  package var announceNewMessageFrom: PhraseTemplate

  /// The status part of a label when the `text` style shows the read time: "read at
  /// {time}", picked by the hour shown; `nil` speaks ``labelStatus``'s read word.
  package var labelReadAt: PluralPhrase?
  /// The bubble's own time as spoken after a label that holds another time (``labelReadAt``'s
  /// read time): "sent at {time}", picked by the hour shown, so that each time is heard once
  /// and says which it is; `nil` speaks the time alone.
  package var labelSentAt: PluralPhrase?
  /// A group bubble's read label when every recipient has read: "read by everyone";
  /// `nil` says ``labelReadBy`` with the count.
  package var labelReadByAll: String?
  /// The indicator's label when every recipient has read: "Read by everyone".
  package var iconReadByAll: String?
  /// How a word before a name elides before a vowel ("de Alice" → "d’Alice").
  package var elision: Elision?

  /// Names of attachment kinds: "Photo", "Voice message".
  package var attachments: AttachmentNames
  /// The composer's words: character counter, send button.
  package var composer: ComposerPhrases
  /// The thread's words: day separators, arrival summaries.
  package var thread: ThreadPhrases
  /// A rendered page's words: its title, the reviewer notes under each bubble.
  package var page: PagePhrases
  /// The words of a paused send.
  package var pause: PausePhrases
  /// The words of an attachment being uploaded.
  package var upload: UploadPhrases
  /// The words of a voice note its recipients played.
  package var played: PlayedPhrases
  /// The words of an edit the server does not have yet.
  package var edit: EditPhrases
  /// The words of view-once media.
  package var viewOnce: ViewOncePhrases
  /// The words that name a group message's readers.
  package var readers: ReaderPhrases

  /// Creates a phrasebook.
  ///
  /// Every phrase of a bubble is required; the optional ones, and a page's words
  /// (English's unless given), may be left out.
  package init(
    language: String, pluralRule: PluralRule, numbering: NumberingSystem = .latin,
    direction: LayoutDirection = .leftToRight, separator: String, clock: ClockFormat,
    labelStatus: PerState<String>, labelReadBy: PluralPhrase,
    labelSenderPrefixed: PhraseTemplate, previewOwn: PhraseTemplate, emptyMessage: String,
    edited: String,
    labelEdited: String, iconLabel: PerState<String>,
    iconReadBy: PluralPhrase, statusText: PerState<String>, statusTextReadAt: PluralPhrase,
    badgeOverflow: String, retryAction: String, deleteAction: String, failedHint: String,
    labelFailedPermanently: String, iconFailedPermanently: String, permanentFailureHint: String,
    announceFailed: String, announceNewMessage: PhraseTemplate,
    announceNewMessageFrom: PhraseTemplate, attachments: AttachmentNames,
    composer: ComposerPhrases, thread: ThreadPhrases, pause: PausePhrases,
    upload: UploadPhrases, played: PlayedPhrases, edit: EditPhrases, viewOnce: ViewOncePhrases,
    readers: ReaderPhrases,
    page: PagePhrases? = nil,
    labelReadAt: PluralPhrase? = nil, labelSentAt: PluralPhrase? = nil,
    labelReadByAll: String? = nil, iconReadByAll: String? = nil,
    elision: Elision? = nil
  ) {
    self.labelReadAt = labelReadAt
    self.labelSentAt = labelSentAt
    self.labelReadByAll = labelReadByAll
    self.iconReadByAll = iconReadByAll
    self.elision = elision
    self.language = language
    self.variety = language
    self.pluralRule = pluralRule
    self.numbering = numbering
    self.direction = direction
    self.separator = separator
    self.clock = clock
    self.labelStatus = labelStatus
    self.labelReadBy = labelReadBy
    self.labelSenderPrefixed = labelSenderPrefixed
    self.previewOwn = previewOwn
    self.emptyMessage = emptyMessage
    self.edited = edited
    self.labelEdited = labelEdited
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
    self.pause = pause
    self.upload = upload
    self.played = played
    self.edit = edit
    self.viewOnce = viewOnce
    self.composer = composer
    self.thread = thread
    self.page = page ?? .english
    self.readers = readers
  }
}

/// The name of each ``AttachmentKind`` in one language.
package struct AttachmentNames: Hashable, Sendable {
  /// ``AttachmentKind/photo``.
  package var photo: String
  /// ``AttachmentKind/video``.
  package var video: String
  /// ``AttachmentKind/file``.
  package var file: String
  /// ``AttachmentKind/voice``.
  package var voice: String
  /// ``AttachmentKind/location``.
  package var location: String
  /// ``AttachmentKind/sticker``.
  package var sticker: String
  /// ``AttachmentKind/contact``.
  package var contact: String

  /// Creates the names; every kind needs one.
  package init(
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
  package subscript(kind: AttachmentKind) -> String {
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
