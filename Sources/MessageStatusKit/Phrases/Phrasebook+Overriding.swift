/// Phrases by key: an app replaces any phrase it names and keeps the library's words for the
/// rest, so a phrase added to the library never breaks an app's own words.
///
/// A key is the phrase's path in the phrasebook: `retryAction`, `labelStatus.failed`,
/// `composer.charactersRemaining.one`, `thread.days.weekdays.sunday`, `page.title`. Plural
/// phrases have one key per CLDR category (`.zero` … `.other`) and `.none` (the words for
/// exactly zero); ``keys`` lists them all.
///
/// ```swift
/// let phrases = Phrasebook.resolve(locale: "it").overriding { key, language in
///   // An app's own strings, by the library's keys; nil keeps the library's words.
///   let value = Bundle.main.localizedString(forKey: key, value: "\u{0}", table: "Chat")
///   return value == "\u{0}" ? nil : value
/// }
/// ```
extension Phrasebook {
  /// A phrasebook for a language of the app's own: `base`'s phrasebook with every phrase
  /// `words` gives in place of its own.
  ///
  /// ```swift
  /// let swedish = Phrasebook(language: "sv", pluralRule: "one: i = 1 and v = 0") { key in
  ///   swedishStrings[key]  // the app's words by the library's keys; nil keeps English's
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - language: The language's BCP 47 code, which descriptions carry.
  ///   - pluralRule: The language's CLDR plural rule.
  ///   - direction: Which way the language runs.
  ///   - base: The words of every key `words` does not give (English's by default).
  ///   - words: The app's phrase for a key (see ``keys``), or `nil`.
  public init(
    language: String, pluralRule: PluralRule, direction: LayoutDirection = .leftToRight,
    basedOn base: Phrasebook? = nil, words: (_ key: String) -> String?
  ) {
    self = (base ?? Language.english.phrasebook).overriding { key, _ in words(key) }
    self.language = language
    self.variety = language
    self.pluralRule = pluralRule
    self.direction = direction
  }

  /// Every phrase's key, in the phrasebook's order.
  public static var keys: [String] { phrases.map(\.key) }

  /// This phrasebook with every phrase `lookup` gives in place of its own.
  ///
  /// - Parameter lookup: Called once per key with the key and this phrasebook's
  ///   ``language``; `nil` keeps the phrase. Slots (`{count}`, `{name}`) are written as in
  ///   the library's phrases: words that name a slot their phrase does not have, or leave a
  ///   brace unpaired, keep the library's phrase (``problems(in:)`` reports them, and keys
  ///   no phrase has). Keys of phrases this language leaves out (an `elision` in English)
  ///   change nothing.
  public func overriding(_ lookup: (_ key: String, _ language: String) -> String?) -> Phrasebook {
    var copy = self
    for phrase in Self.phrases {
      if let value = lookup(phrase.key, language),
        Self.slotProblem(key: phrase.key, value: value) == nil
      {
        phrase.set(&copy, value)
      }
    }
    return copy
  }

  /// The phrase for `key` as written (slots in braces), or `nil` for an unknown key or a
  /// phrase this language leaves out.
  public func phrase(forKey key: String) -> String? {
    Self.phrases.first { $0.key == key }?.get(self)
  }

  /// Every phrase by key, as ``phrase(forKey:)`` gives them, read in one pass (a loop
  /// over the keys that asks ``phrase(forKey:)`` each time builds the table once a key).
  package var phrasesByKey: [String: String] {
    var all: [String: String] = [:]
    for phrase in Self.phrases {
      if let value = phrase.get(self) { all[phrase.key] = value }
    }
    return all
  }

  /// Built once: every key path in it is a literal, so `Sendable`.
  private static let phrases: [PhraseEntry] = {
    var all: [PhraseEntry] = []
    all += [.text("separator", \.separator), .text("clock.am", \.clock.am)]
    all += [.text("clock.pm", \.clock.pm)]
    all += .perState("labelStatus", \.labelStatus)
    all += .plural("labelReadBy", \.labelReadBy)
    all += [.template("labelSenderPrefixed", \.labelSenderPrefixed)]
    all += [.template("previewOwn", \.previewOwn)]
    all += [.text("emptyMessage", \.emptyMessage)]
    all += [.text("edited", \.edited), .text("labelEdited", \.labelEdited)]
    all += .perState("iconLabel", \.iconLabel)
    all += .plural("iconReadBy", \.iconReadBy)
    all += .perState("statusText", \.statusText)
    all += .plural("statusTextReadAt", \.statusTextReadAt)
    all += [.text("badgeOverflow", \.badgeOverflow), .text("retryAction", \.retryAction)]
    all += [.text("deleteAction", \.deleteAction), .text("failedHint", \.failedHint)]
    all += [.text("labelFailedPermanently", \.labelFailedPermanently)]
    all += [.text("iconFailedPermanently", \.iconFailedPermanently)]
    all += [.text("permanentFailureHint", \.permanentFailureHint)]
    all += [.text("announceFailed", \.announceFailed)]
    all += [.template("announceNewMessage", \.announceNewMessage)]
    all += [.template("announceNewMessageFrom", \.announceNewMessageFrom)]
    all += .plural("labelReadAt", \.labelReadAt)
    all += .plural("labelSentAt", \.labelSentAt)
    all += [.text("labelReadByAll", \.labelReadByAll), .text("iconReadByAll", \.iconReadByAll)]
    for kind in AttachmentKind.allCases {
      all.append(.text("attachments.\(kind.rawValue)", \.attachments[settable: kind]))
    }
    all += [.text("elision.word", \.elisionWord), .text("elision.elided", \.elisionElided)]
    all += .plural("composer.charactersRemaining", \.composer.charactersRemaining)
    all += .plural("composer.charactersOver", \.composer.charactersOver)
    all += [.text("composer.counterLabel", \.composer.counterLabel)]
    all += [
      .text("composer.send", \.composer.send), .text("composer.fieldLabel", \.composer.fieldLabel),
    ]
    all += [.text("composer.fieldHint", \.composer.fieldHint)]
    all += [.text("composer.emptyError", \.composer.emptyError)]
    all += [.text("composer.invalidEncodingError", \.composer.invalidEncodingError)]
    all += [.text("composer.sendDisabledEmpty", \.composer.sendDisabledEmpty)]
    all += [.text("composer.sentenceEnd", \.composer.sentenceEnd)]
    all += [.text("thread.today", \.thread.today), .text("thread.yesterday", \.thread.yesterday)]
    for (index, day) in dayKeys.enumerated() {
      all.append(.text("thread.days.weekdays.\(day)", \.thread.days.weekdays[phrase: index]))
    }
    for (index, month) in monthKeys.enumerated() {
      all.append(.text("thread.days.months.\(month)", \.thread.days.months[phrase: index]))
    }
    all += [.template("thread.days.thisYear", \.thread.days.thisYear)]
    all += [.template("thread.days.otherYear", \.thread.days.otherYear)]
    all += .plural("thread.newMessages", \.thread.newMessages)
    all += [.text("page.title", \.page.title), .text("page.composerTitle", \.page.composerTitle)]
    all += [.text("page.animation", \.page.animation)]
    all += [.text("page.reducedMotion", \.page.reducedMotion), .text("page.haptic", \.page.haptic)]
    all += [.text("page.announces", \.page.announces), .text("page.openQuote", \.page.openQuote)]
    all += [.text("page.polite", \.page.polite), .text("page.assertive", \.page.assertive)]
    all += [.text("page.closeQuote", \.page.closeQuote), .text("page.colon", \.page.colon)]
    all += [.text("page.paletteFails", \.page.paletteFails)]
    for reason in PauseReason.allCases {
      let key = "pause.\(reason.rawValue)"
      all += [.text(key + ".label", \.pause[reason].label)]
      all += [.text(key + ".icon", \.pause[reason].icon)]
      all += [.text(key + ".text", \.pause[reason].text)]
    }
    all += [.text("pause.hint", \.pause.hint)]
    all += [.text("upload.label", \.upload.label), .text("upload.icon", \.upload.icon)]
    all += [.text("upload.text", \.upload.text), .template("upload.percent", \.upload.percent)]
    all += [.text("upload.cancel", \.upload.cancel)]
    all += [.text("played.label", \.played.label), .text("played.icon", \.played.icon)]
    all += [.text("played.text", \.played.text)]
    for state in EditSync.allCases {
      all += [.text("edit.\(state.rawValue).label", \.edit[state].label)]
      all += [.text("edit.\(state.rawValue).text", \.edit[state].text)]
    }
    all += [.text("edit.retry", \.edit.retry)]
    all += [.text("viewOnce.photo", \.viewOnce.photo), .text("viewOnce.video", \.viewOnce.video)]
    all += [.text("viewOnce.opened.label", \.viewOnce.opened.label)]
    all += [.text("viewOnce.opened.icon", \.viewOnce.opened.icon)]
    all += [.text("viewOnce.opened.text", \.viewOnce.opened.text)]
    all += [.template("readers.label", \.readers.label), .template("readers.icon", \.readers.icon)]
    all += .plural("readers.others", \.readers.others)
    all += [.text("readers.list.pair", \.readers.list.pair)]
    all += [.text("readers.list.middle", \.readers.list.middle)]
    all += [.text("readers.list.last", \.readers.list.last)]
    all += [.text("readers.list.others", \.readers.othersConnector)]
    all += [.template("readers.failedTo", \.readers.failedTo)]
    all += .plural("readers.failedToCount", \.readers.failedToCount)
    all += .plural("readers.deliveredTo", \.readers.deliveredTo)
    return all
  }()

  private static let dayKeys = [
    "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
  ]
  private static let monthKeys = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ]
}

extension Phrasebook {
  // The optional groups' phrases, writable through a key path: setting one of a group the
  // language does not have changes nothing.
  fileprivate var elisionWord: String? {
    get { elision?.word }
    set { if let newValue { elision?.word = newValue } }
  }
  fileprivate var elisionElided: String? {
    get { elision?.elided }
    set { if let newValue { elision?.elided = newValue } }
  }
}

/// One phrase: its key, how to read it and how to replace it.
private struct PhraseEntry: Sendable {
  let key: String
  let get: @Sendable (Phrasebook) -> String?
  let set: @Sendable (inout Phrasebook, String) -> Void

  static func text(
    _ key: String, _ path: any WritableKeyPath<Phrasebook, String> & Sendable
  ) -> Self {
    PhraseEntry(key: key, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
  }

  static func text(
    _ key: String, _ path: any WritableKeyPath<Phrasebook, String?> & Sendable
  ) -> Self {
    PhraseEntry(key: key, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
  }

  static func template(
    _ key: String, _ path: any WritableKeyPath<Phrasebook, PhraseTemplate> & Sendable
  ) -> Self {
    PhraseEntry(
      key: key, get: { $0[keyPath: path].description },
      set: { $0[keyPath: path] = PhraseTemplate($1) })
  }
}

extension [PhraseEntry] {
  fileprivate static func perState(
    _ key: String, _ path: any WritableKeyPath<Phrasebook, PerState<String>> & Sendable
  ) -> Self {
    DeliveryState.allCases.map { state in
      PhraseEntry(
        key: "\(key).\(state.rawValue)", get: { $0[keyPath: path][state] },
        set: { $0[keyPath: path][settable: state] = $1 })
    }
  }

  fileprivate static func plural(
    _ key: String, _ path: any WritableKeyPath<Phrasebook, PluralPhrase> & Sendable
  ) -> Self {
    plural(key, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
  }

  fileprivate static func plural(
    _ key: String, _ path: any WritableKeyPath<Phrasebook, PluralPhrase?> & Sendable
  ) -> Self {
    plural(key, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
  }

  /// A plural phrase's forms and its `none`, read and written through `get` and `set`.
  private static func plural(
    _ key: String, get: @escaping @Sendable (Phrasebook) -> PluralPhrase?,
    set: @escaping @Sendable (inout Phrasebook, PluralPhrase) -> Void
  ) -> Self {
    let forms = PluralCategory.allCases.map { category in
      PhraseEntry(
        key: "\(key).\(category.rawValue)",
        get: { get($0)?.forms[category]?.description },
        set: { book, value in
          var phrase = get(book) ?? PluralPhrase(other: PhraseTemplate(value))
          if category == .other { phrase.other = PhraseTemplate(value) }
          phrase.forms[category] = PhraseTemplate(value)
          set(&book, phrase)
        })
    }
    let none = PhraseEntry(
      key: "\(key).none", get: { get($0)?.none?.description },
      set: { book, value in
        var phrase = get(book) ?? PluralPhrase(other: PhraseTemplate(value))
        phrase.none = PhraseTemplate(value)
        set(&book, phrase)
      })
    return forms + [none]
  }
}

extension PerState<String> {
  fileprivate subscript(settable state: DeliveryState) -> String {
    get { self[state] }
    set {
      switch state {
      case .sending: sending = newValue
      case .sent: sent = newValue
      case .delivered: delivered = newValue
      case .read: read = newValue
      case .failed: failed = newValue
      }
    }
  }
}

extension AttachmentNames {
  fileprivate subscript(settable kind: AttachmentKind) -> String {
    get { self[kind] }
    set {
      switch kind {
      case .photo: photo = newValue
      case .video: video = newValue
      case .file: file = newValue
      case .voice: voice = newValue
      case .location: location = newValue
      case .sticker: sticker = newValue
      case .contact: contact = newValue
      }
    }
  }
}

extension [String] {
  /// The element at `index`, if there is one; setting outside the array changes nothing.
  fileprivate subscript(phrase index: Int) -> String? {
    get { indices.contains(index) ? self[index] : nil }
    set { if let newValue, indices.contains(index) { self[index] = newValue } }
  }
}
