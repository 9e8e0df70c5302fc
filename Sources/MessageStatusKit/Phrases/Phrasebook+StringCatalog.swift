public import Foundation

/// String Catalogs (`.xcstrings`, the JSON that Xcode and translation tools edit): every
/// phrase of every language written as one, and an app's catalog read back over a
/// phrasebook.
///
/// A catalog key is the phrase's key (``Phrasebook/keys``). A plural phrase is one key
/// without its category (`composer.charactersRemaining`) whose localizations vary by
/// plural (`one`, `few`, `many`, `other`: the categories the language's CLDR rule uses);
/// its words for exactly zero, when a language has them, are the key `….none`. Values keep
/// the library's slots in braces (`{count} caratteri rimanenti`).
extension Phrasebook {
  /// This phrasebook with every phrase an app's String Catalog gives for its language.
  ///
  /// The catalog's localization for the phrasebook's own variety is read (`en-GB` for a
  /// phrasebook resolved from `en-GB`, `zh-Hant-HK`), else the one for each shorter form of
  /// it (`zh-Hant`, then `zh`); a value under a shorter form never replaces a word the
  /// variety writes its own way (British day headings stay British when the catalog has
  /// only `en`). A plural variation overrides the same category's form, and every phrase
  /// the catalog does not name (or names with an empty value not marked `translated`)
  /// keeps the library's words. So the library's own export, read back unchanged, changes
  /// nothing, for every locale.
  ///
  /// ```swift
  /// let url = Bundle.main.url(forResource: "Chat", withExtension: "json")!  // a copy of Chat.xcstrings
  /// let phrases = try Phrasebook.resolve(locale: "it")
  ///   .overriding(stringCatalog: Data(contentsOf: url))
  /// ```
  ///
  /// - Parameter data: The catalog's JSON.
  /// - Throws: `DecodingError` when `data` is not a String Catalog, or when a value names a
  ///   slot the phrase does not have (`{liczba}` for `{count}`); the error's coding path
  ///   names the entry.
  public func overriding(stringCatalog data: Data) throws -> Phrasebook {
    try overriding(catalog: JSONDecoder().decode(StringCatalog.self, from: data))
  }

  /// This phrasebook with every phrase `catalog` gives for its variety, as
  /// ``overriding(stringCatalog:)`` reads them.
  package func overriding(catalog: StringCatalog) throws -> Phrasebook {
    var parts = variety.split(separator: "-").map(String.init)
    var codes: [String] = []
    while !parts.isEmpty {
      codes.append(parts.joined(separator: "-"))
      parts.removeLast()
    }
    let mine = Self.said(in: phrasesByKey)
    // What each code the catalog answers for writes: a word this phrasebook writes
    // otherwise was changed by its region or its extensions, and stays.
    var writes: [String: (String) -> String?] = [:]
    var words: [String: String] = [:]
    for key in Self.keys {
      guard
        let (code, written) = codes.lazy.compactMap({ code in
          catalog.value(forKey: key, language: code).map { (code, $0) }
        }).first
      else { continue }
      // A badge's digits as the locale writes them: "٩٩+" is "99+" in `ar-u-nu-latn`.
      let value =
        Self.keysInLocaleDigits.contains(key) ? numbering.rewritingDigits(written) : written
      // A word the phrasebook says already (a plural form it leaves to `other`) stays.
      if value == mine(key) { continue }
      if code != variety {
        let theirs = writes[code] ?? Self.said(in: Self.resolve(locale: code).phrasesByKey)
        writes[code] = theirs
        if mine(key) != theirs(key) { continue }
      }
      if let problem = Self.slotProblem(key: key, value: value) {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: StringCatalog.path(of: key, in: code),
            debugDescription: problem.reason))
      }
      words[key] = value
    }
    return overriding { key, _ in words[key] }
  }

  /// Every phrase of every language of `Language.allCases` as a String Catalog, English
  /// the source language, and each region's phrases where they differ from its language's
  /// (`pt-PT`, `es-419`, `zh-Hant-HK`, British day headings under `en-GB`, Moroccan months
  /// and Latin-digit badge under `ar-MA`); keys sorted, so equal catalogs are equal bytes.
  package static func stringCatalog() -> String { exportedCatalog }

  /// Written once a process: the same every time, and writing it resolves every language
  /// in every region (about a second in a debug build, which the tests asked for four
  /// times).
  private static let exportedCatalog: String = {
    let catalog = StringCatalog(sourceLanguage: "en", strings: catalogStrings(), version: "1.0")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings and dictionaries cannot fail.
    let data = (try? encoder.encode(catalog)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }()

  /// The entries of ``stringCatalog()``, by key.
  static func catalogStrings() -> [String: StringCatalog.Entry] {
    var strings: [String: StringCatalog.Entry] = [:]
    for language in Language.allCases {
      let book = language.phrasebook
      add(book, code: language.code, to: &strings)
      for region in Regions.all {
        let code = language.code(inRegion: region)
        var regional = resolve(locale: code)
        guard Language(locale: code) == language, regional.variety == code else { continue }
        regional.variety = book.variety
        // Most regions write every word as the language does: nothing to file.
        guard regional != book else { continue }
        regional.variety = code
        add(regional, code: code, to: &strings, differingFrom: book)
      }
    }
    for key in strings.keys { strings[key]?.comment = comment(forKey: key) }
    return strings
  }

  /// `book`'s phrases as `code`'s localizations: each plain phrase, and each plural phrase's
  /// forms for the categories `book`'s rule uses; with `base`, only the phrases (a plural
  /// phrase whole) that differ from `base`'s.
  private static func add(
    _ book: Phrasebook, code: String, to strings: inout [String: StringCatalog.Entry],
    differingFrom base: Phrasebook? = nil
  ) {
    var used = Set(book.pluralRule.categories.map(\.rawValue))
    used.insert(PluralCategory.other.rawValue)
    let phrases = book.phrasesByKey
    let basePhrases = base?.phrasesByKey
    let said = Self.said(in: phrases)
    let baseSaid = basePhrases.map { Self.said(in: $0) }
    for key in keys {
      if let (name, category) = StringCatalog.pluralForm(key) {
        // A plural form: under its phrase's key, for the categories the language uses.
        guard used.contains(category), let value = said(key) else { continue }
        let forms = used.map { name + "." + $0 }
        if let baseSaid, forms.allSatisfy({ said($0) == baseSaid($0) }) { continue }
        strings[name, default: .init()].localizations?[code, default: .init()]
          .variations.plural[category] = .init(stringUnit: .init(value: value))
      } else if let value = phrases[key], value != basePhrases?[key] {
        strings[key, default: .init()].localizations?[code] = .init(
          stringUnit: .init(value: value))
      }
    }
  }
}

extension Phrasebook {
  /// The words each key says, from a table of ``phrasesByKey``: its phrase, or for a
  /// plural form the language leaves to `other`, the `other` form's.
  static func said(in phrases: [String: String]) -> (String) -> String? {
    { key in
      phrases[key] ?? StringCatalog.pluralForm(key).flatMap { phrases[$0.phrase + ".other"] }
    }
  }

  /// What a translator needs to know of a catalog key: where its words appear and what
  /// fills its slots; the longest key prefix with a note gives it, `nil` when none does.
  package static func comment(forKey key: String) -> String? {
    var prefix = key
    while true {
      if let note = catalogNotes[prefix] { return note }
      guard let dot = prefix.lastIndex(of: ".") else { return nil }
      prefix = String(prefix[..<dot])
    }
  }

  /// Notes for translators, by key prefix.
  private static let catalogNotes: [String: String] = [
    "separator": "Joins the parts of a spoken label: \"Hello world, sent\". Spaces matter.",
    "clock": "The day period of a 12-hour time: \"2:42 PM\".",
    "labelStatus":
      "Spoken by VoiceOver after the message text, lowercase mid-sentence: \"Hello world, sent\".",
    "labelReadBy":
      "Spoken after the message text in a group: read by {count} of {total} recipients. The form follows {count}.",
    "labelSenderPrefixed": "Spoken for an incoming group message: {name} is the sender.",
    "previewOwn":
      "A conversation list row's preview of the viewer's own latest message, shown and spoken: {text} is the message.",
    "emptyMessage": "Spoken and shown for a message with no text and no attachment.",
    "edited":
      "Shown beside the time of a message its sender edited, capitalized as a label: \"Edited 10:42 AM\". Agrees with the word for a message.",
    "labelEdited":
      "Spoken after the text of an edited message, lowercase mid-sentence: \"Hello world, edited, read\". Agrees with the word for a message.",
    "iconLabel": "The status icon's own spoken label, a full sentence: \"Sent\".",
    "iconReadBy": "The status icon's spoken label in a group. The form follows {count}.",
    "statusText": "Shown as text under the bubble (the text status style): \"Delivered\".",
    "statusTextReadAt":
      "Shown under the bubble with the time it was read: {time} is \"14:42\"; the form follows the hour.",
    "badgeOverflow": "The read-receipt badge for counts above 99.",
    "retryAction": "The action that sends a failed message again (button and VoiceOver action).",
    "deleteAction": "The action that deletes a failed message (button and VoiceOver action).",
    "failedHint": "VoiceOver's hint for a failed message.",
    "labelFailedPermanently": "Spoken after the text of a message that can never be sent.",
    "iconFailedPermanently": "The status icon's label of a message that can never be sent.",
    "permanentFailureHint": "VoiceOver's hint for a message that can never be sent.",
    "announceFailed": "Announced by VoiceOver when a message fails to send.",
    "announceNewMessage": "Announced for a new incoming message; {text} is its text.",
    "announceNewMessageFrom":
      "Announced for a new incoming group message; {name} is the sender, {text} its text.",
    "labelReadAt":
      "Spoken after the message text with the time it was read: {time}; the form follows the hour.",
    "labelSentAt":
      "Spoken after \"read at {time}\" with the time the bubble shows, when it was sent: {time}; the form follows the hour.",
    "labelReadByAll": "Spoken after the message text when every group member has read it.",
    "iconReadByAll": "The status icon's label when every group member has read the message.",
    "attachments": "The name of an attachment, spoken and shown in place of text.",
    "elision": "A word before a name that elides before a vowel (French \"de\" → \"d’\").",
    "composer.charactersRemaining": "The composer's character counter; .none is for exactly zero.",
    "composer.charactersOver": "The composer's counter past the limit.",
    "composer.counterLabel": "VoiceOver's label of the character counter.",
    "composer.send": "The send button.",
    "composer.fieldLabel": "VoiceOver's label of the message field.",
    "composer.fieldHint": "VoiceOver's hint of the message field, a full sentence.",
    "composer.emptyError": "Shown when sending an empty message.",
    "composer.invalidEncodingError": "Shown when a message holds bytes that are not text.",
    "composer.sendDisabledEmpty": "Why the send button is disabled: nothing typed yet.",
    "composer.sentenceEnd": "Ends a spoken sentence of the composer (\".\", \"。\"); may be empty.",
    "thread.today": "A day heading in a thread, capitalized as a heading.",
    "thread.yesterday": "A day heading in a thread, capitalized as a heading.",
    "thread.days.weekdays": "A weekday's name as day headings use it.",
    "thread.days.months":
      "A month's name in the form day headings use it (genitive where the language needs it).",
    "thread.days.thisYear": "A day heading within this year: {weekday}, {day}, {month}.",
    "thread.days.otherYear": "A day heading in another year: {day}, {month}, {year}.",
    "thread.newMessages": "Announced when several messages arrive at once.",
    "page": "Words of the HTML preview page for designers, not shown in apps.",
    "pause":
      "A send that is paused, not in flight: waitingForNetwork (it goes once online), waitingForUser (held until the user sends it).",
    "pause.waitingForNetwork.label":
      "Spoken after the message text, lowercase mid-sentence: \"Hello world, waiting for network\".",
    "pause.waitingForUser.label":
      "Spoken after the message text, lowercase mid-sentence: \"Hello world, not sent, tap to send\".",
    "pause.hint": "VoiceOver's hint of a message held for the user, a full sentence.",
    "upload":
      "An attachment being uploaded, a stage of sending; with a known fraction the percent follows the label after the list separator (\"uploading, 40%\").",
    "upload.label":
      "Spoken after the attachment's name, lowercase mid-sentence: \"Photo, uploading\".",
    "upload.text": "What the text style shows while the upload's fraction is unknown.",
    "upload.percent":
      "A whole percent by CLDR's percent pattern for the language; {count} is the number in the language's digits.",
    "upload.cancel": "The action that cancels an upload, as a button or menu item.",
    "played": "A voice message its recipients played (listened to), past read.",
    "played.label":
      "Spoken after the attachment's name, lowercase mid-sentence: \"Voice message, played\".",
    "edit":
      "An edit of a sent message that the server does not have yet: waiting (saved on the device, not sent), syncing (on its way), failed (not saved; the user can retry). Shown beside the time in place of \"Edited\"; the message's delivery is unchanged.",
    "edit.waiting.label":
      "Spoken after the message text in place of \"edited\", lowercase mid-sentence: \"Hello world, edit pending, read\".",
    "edit.syncing.label":
      "Spoken after the message text in place of \"edited\", lowercase mid-sentence: \"Hello world, saving edit, read\".",
    "edit.failed.label":
      "Spoken after the message text in place of \"edited\", lowercase mid-sentence: \"Hello world, edit not saved, read\".",
    "edit.failed.text": "Shown beside the time, and announced when the edit fails.",
    "edit.retry": "The action that sends a failed edit again, as a button or menu item.",
    "viewOnce":
      "A photo or video the recipient can open once only (view-once media), and its status once opened.",
    "viewOnce.photo": "The attachment's name in place of \"Photo\", shown and spoken.",
    "viewOnce.video": "The attachment's name in place of \"Video\", shown and spoken.",
    "viewOnce.opened.label":
      "Spoken after the attachment's name once the recipient opened it, lowercase mid-sentence: \"View-once photo, opened\".",
    "readers.label":
      "Spoken after the message text: who read it; {names} is a list such as \"Alice, Bob, and 2 others\".",
    "readers.icon": "The status icon's label naming who read the message; {names} is a list.",
    "readers.others": "The last item of a cut-short list of readers: \"2 others\".",
    "readers.list.others":
      "Optional: what joins the names to \"2 others\" where the language does not list it as one more name (Korean \" \": \"Alice, Carol 외 1명\"). Spaces matter.",
    "readers.list": "Joins readers' names (CLDR list pattern). Spaces matter.",
    "readers.failedTo":
      "Spoken after the text of a group message that failed for one or two recipients; {names} is a list of their names.",
    "readers.failedToCount":
      "Spoken after the text of a group message that failed for three or more recipients: \"failed to send to 3 people\".",
    "readers.deliveredTo":
      "Heads a message-info list of who has a group message: \"Delivered to 3 of 5\" ({count} includes those who read it).",
  ]
}

/// The parts of a String Catalog the library writes and reads.
package struct StringCatalog: Codable {
  /// Where `key`'s value for `code` is written in a catalog, for errors: a plural form is
  /// its phrase's entry, varied by plural (`strings.labelReadBy.localizations.pl.variations
  /// .plural.few`).
  static func path(of key: String, in code: String) -> [Key] {
    guard let (name, category) = pluralForm(key) else {
      return ["strings", key, "localizations", code].map(Key.init)
    }
    return ["strings", name, "localizations", code, "variations", "plural", category].map(Key.init)
  }

  /// The language the keys' source strings are in.
  var sourceLanguage: String
  /// Each key's entry.
  var strings: [String: Entry]
  /// The format's version, `1.0`.
  var version: String

  /// One key's translations.
  struct Entry: Codable {
    /// By language code.
    var localizations: [String: Localization]? = [:]
    /// Phrases are written by hand, not extracted from code.
    var extractionState: String? = "manual"
    /// Where the words appear, for translators.
    var comment: String?
  }

  /// One language's words for a key: one string, or one per plural category.
  struct Localization: Codable {
    /// The words, when they do not vary.
    var stringUnit: StringUnit?
    /// The words per plural category.
    var variations: Variations = .init()

    init(stringUnit: StringUnit? = nil) { self.stringUnit = stringUnit }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      stringUnit = try container.decodeIfPresent(StringUnit.self, forKey: .stringUnit)
      variations = try container.decodeIfPresent(Variations.self, forKey: .variations) ?? .init()
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(stringUnit, forKey: .stringUnit)
      if !variations.plural.isEmpty { try container.encode(variations, forKey: .variations) }
    }

    private enum CodingKeys: String, CodingKey { case stringUnit, variations }
  }

  /// A localization's variations; the library reads and writes plural ones.
  struct Variations: Codable {
    /// By CLDR category: `one`, `few`, `other`.
    var plural: [String: Localization] = [:]

    init() {}

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      plural = try container.decodeIfPresent([String: Localization].self, forKey: .plural) ?? [:]
    }

    private enum CodingKeys: String, CodingKey { case plural }
  }

  /// Words and whether a translator has finished them.
  struct StringUnit: Codable {
    /// `translated` for every phrase the library writes.
    var state: String? = "translated"
    /// The words, slots in braces.
    var value: String
  }

  /// A coding-path component, for errors that name an entry.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// The words `language` gives for a library key: a plain string, or the plural
  /// variation a key such as `composer.charactersRemaining.few` names; `nil` for none, or
  /// for an empty value not marked translated (an entry a translator has not finished;
  /// Thai's empty sentence end is marked translated).
  func value(forKey key: String, language: String) -> String? {
    guard let unit = unit(forKey: key, language: language),
      !unit.value.isEmpty || unit.state == "translated"
    else { return nil }
    return unit.value
  }

  private func unit(forKey key: String, language: String) -> StringUnit? {
    if let unit = strings[key]?.localizations?[language]?.stringUnit { return unit }
    guard let (phrase, category) = Self.pluralForm(key) else { return nil }
    return strings[phrase]?.localizations?[language]?.variations.plural[category]?.stringUnit
  }

  /// A plural form's key as its phrase's key and its category
  /// (`composer.charactersRemaining.few`: `composer.charactersRemaining`, `few`); `nil` for
  /// any other key.
  static func pluralForm(_ key: String) -> (phrase: String, category: String)? {
    guard let dot = key.lastIndex(of: ".") else { return nil }
    let category = String(key[key.index(after: dot)...])
    guard PluralCategory(rawValue: category) != nil else { return nil }
    return (String(key[..<dot]), category)
  }
}
