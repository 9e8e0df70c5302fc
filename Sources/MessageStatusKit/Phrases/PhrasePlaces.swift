/// One meaning, several places: the bubble's label (`labelStatus.failed`, spoken after the
/// message's text: "failed to send, tap to retry"), the status icon's own label
/// (`iconLabel.failed`, a sentence: "Failed to send. Tap to retry.") and the status row's
/// text (`statusText.failed`, a caption: "Failed to send") are three phrases, each with its
/// own case and punctuation, and what VoiceOver announces when it fails
/// (`announceFailed`, "Message failed to send") is a fourth.
///
/// ``places(of:)`` names the keys that say one thing; ``overriding(everywhere:with:)``
/// writes an app's words into all of them in one call:
///
/// ```swift
/// let phrases = try Phrasebook.resolve(locale: "en")
///   .overriding(everywhere: "labelStatus.failed", with: "couldn't send")
/// // labelStatus.failed "couldn't send", iconLabel.failed "Couldn't send.",
/// // statusText.failed and announceFailed "Couldn't send"
/// ```
extension Phrasebook {
  /// The keys whose phrases say what `key`'s says, in other places, `key` first: the
  /// bubble's label, the icon's label and the status text of one state or one reader
  /// count; `[key]` for a phrase said in one place; `[]` for a key no phrase has.
  public static func places(of key: String) -> [String] {
    guard slotNames(ofKey: key) != nil else { return [] }
    guard let group = placeGroups.first(where: { $0.contains(key) }) else { return [key] }
    return [key] + group.filter { $0 != key }
  }

  /// This phrasebook with `words` in every place ``places(of:)`` names for `key` that this
  /// language says.
  ///
  /// Each place keeps its own form, read from this phrasebook's phrase there (a plural
  /// form it leaves to `other` reads `other`'s):
  /// - the case of the first letter: "couldn't send" is an English label, which runs on
  ///   after the message's text, and "Couldn't send." the icon's label. A first word with
  ///   capitals inside it or of one letter ("iMessage", "SMS", "I") is left as written,
  ///   and so is a word the place's phrase starts in capitals for its own reasons: in
  ///   German a label may start with a noun ("Senden fehlgeschlagen"), and "nicht
  ///   gesendet" would become "Nicht gesendet" there;
  /// - its closing full stop or ellipsis: a closing `.`, `…`, `...`, `。` or `।` of the
  ///   words is replaced by the place's own, or dropped where the place has none; words
  ///   ending in a question or exclamation mark keep it.
  ///
  /// Where these rules do not suit a language's places, give each key its own words with
  /// ``overriding(_:)``.
  ///
  /// - Throws: ``PhraseProblem`` for a key no phrase has, or words with a slot the phrase
  ///   does not have or an unpaired brace; nothing is changed then.
  public func overriding(everywhere key: String, with words: String) throws(PhraseProblem)
    -> Phrasebook
  {
    let places = Self.places(of: key)
    guard !places.isEmpty else {
      throw PhraseProblem(key: key, kind: .unknownKey(suggestion: nearest(key, among: Self.keys)))
    }
    var forms: [String: String] = [:]
    for place in places {
      if let problem = Self.slotProblem(key: place, value: words) { throw problem }
      // A place this language does not say (no read-at label) stays unsaid.
      guard let model = said(place) else {
        if place == key { forms[place] = words }
        continue
      }
      forms[place] = shaped(words, like: model)
    }
    return overriding { key, _ in forms[key] }
  }

  /// The phrase for `key`, or for a plural form left to `other`, `other`'s.
  private func said(_ key: String) -> String? {
    if let phrase = phrase(forKey: key) { return phrase }
    guard let dot = key.lastIndex(of: ".") else { return nil }
    let form = key[key.index(after: dot)...]
    guard PluralCategory(rawValue: String(form)) != nil || form == "none" else { return nil }
    return phrase(forKey: key[..<dot] + ".other")
  }

  /// `words` with the case of `model`'s first letter and `model`'s closing mark.
  private func shaped(_ words: String, like model: String) -> String {
    var result = Substring(words)
    while let last = result.last, last.isWhitespace { result.removeLast() }
    // The closing mark: the words' own, if any, gives way to the place's.
    var stripped = result
    while let last = stripped.last, Self.closingMarks.contains(last) { stripped.removeLast() }
    let closing = model.last.flatMap { Self.closingMarks.contains($0) ? $0 : nil }
    if !stripped.isEmpty, !(result.last.map(Self.otherEndings.contains) ?? false) {
      result = stripped
      if let closing { result.append(closing) }
    }
    return recased(String(result), like: model)
  }

  /// `text` with its first letter in the case of `model`'s first letter, where it is a
  /// letter of a word that case can change as a whole.
  private func recased(_ text: String, like model: String) -> String {
    guard let modelFirst = model.first(where: \.isLetter),
      let index = text.firstIndex(where: \.isLetter),
      text[..<index].allSatisfy({ !$0.isLetter && !$0.isNumber })
    else { return text }
    let word = text[index...].prefix { $0.isLetter }
    guard word.count > 1, !word.dropFirst().contains(where: \.isUppercase) else { return text }
    let letter = text[index]
    let replacement: String
    if modelFirst.isUppercase, letter.isLowercase {
      replacement = upper(letter)
    } else if modelFirst.isLowercase, letter.isUppercase {
      replacement = lower(letter)
    } else {
      return text
    }
    return text[..<index] + replacement + text[text.index(after: index)...]
  }

  /// Marks that close a phrase as a statement: a full stop (Latin, CJK, Devanagari) or an
  /// ellipsis.
  private static let closingMarks: Set<Character> = [".", "…", "。", "।"]
  /// Marks that close it otherwise, which words keep: questions and exclamations
  /// (Greek's question mark, `;`, included).
  private static let otherEndings: Set<Character> = [
    "!", "?", "！", "？", "؟", ";", "\u{037E}",
  ]

  /// Turkish and Azerbaijani write i's capital İ and I's small ı.
  private var dottedI: Bool { ["tr", "az"].contains(language.split(separator: "-").first) }

  private func upper(_ letter: Character) -> String {
    dottedI && letter == "i" ? "İ" : letter.uppercased()
  }

  private func lower(_ letter: Character) -> String {
    guard dottedI else { return letter.lowercased() }
    return letter == "I" ? "ı" : letter == "İ" ? "i" : letter.lowercased()
  }

  /// The keys that say one thing in several places.
  ///
  /// Per state (a failure's announcement too), per plural form, and each group whose keys
  /// end in `.label`, `.icon` and `.text`. A new family of places is one
  /// line here; `PhrasePlacesTests` fails for a label, icon or status-text key left alone.
  private static let placeGroups: [[String]] = {
    var groups: [[String]] = DeliveryState.allCases.map { state in
      ["labelStatus", "iconLabel", "statusText"].map { "\($0).\(state.rawValue)" }
        // What VoiceOver says when a message fails is that state's words too.
        + (state == .failed ? ["announceFailed"] : [])
    }
    for form in PluralCategory.allCases.map(\.rawValue) + ["none"] {
      groups.append(["labelReadBy.\(form)", "iconReadBy.\(form)"])
    }
    for form in PluralCategory.allCases.map(\.rawValue) + ["none"] {
      // When it was read: the label's "read at {time}" and the status text's "Read {time}",
      // which is also the icon's label then.
      groups.append(["labelReadAt.\(form)", "statusTextReadAt.\(form)"])
    }
    groups.append(["labelFailedPermanently", "iconFailedPermanently"])
    groups.append(["labelReadByAll", "iconReadByAll"])
    groups.append(["labelEdited", "edited"])
    // `pause.waitingForNetwork.label`, `.icon`, `.text`; `upload.…`; `played.…`; `edit.…`.
    var families: [String: [String]] = [:]
    for key in keys {
      for place in [".label", ".icon", ".text"] where key.hasSuffix(place) {
        families[String(key.dropLast(place.count)), default: []].append(key)
      }
    }
    groups += families.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    return groups
  }()
}
