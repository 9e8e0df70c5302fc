/// One meaning, several places: the bubble's label (`labelStatus.failed`, spoken after the
/// message's text: "failed to send, tap to retry"), the status icon's own label
/// (`iconLabel.failed`, a sentence: "Failed to send. Tap to retry.") and the status row's
/// text (`statusText.failed`, a caption: "Failed to send") are three phrases, each with its
/// own case and punctuation.
///
/// ``places(of:)`` names the keys that say one thing; ``overriding(everywhere:with:)``
/// writes an app's words into all of them in one call:
///
/// ```swift
/// let phrases = try Phrasebook.resolve(locale: "en")
///   .overriding(everywhere: "labelStatus.failed", with: "couldn't send")
/// // labelStatus.failed "couldn't send", iconLabel.failed "Couldn't send.",
/// // statusText.failed "Couldn't send"
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

  /// This phrasebook with `words` in every place ``places(of:)`` names for `key`.
  ///
  /// Each place keeps its own form, read from this phrasebook's phrase there: its first
  /// letter's case (a label that runs on after the message's text starts in lower case,
  /// an icon's label and a status text in upper case; a word in capitals, such as "SMS",
  /// is left as written) and its closing full stop or ellipsis ("Sending…"). Where that
  /// rule does not suit a language, give each key its words with ``overriding(_:)``.
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
      forms[place] = phrase(forKey: place).map { shaped(words, like: $0) } ?? words
    }
    return overriding { key, _ in forms[key] }
  }

  /// `words` with the case of `model`'s first letter and `model`'s closing mark.
  private func shaped(_ words: String, like model: String) -> String {
    var result = words
    if let first = result.first, let modelFirst = model.first {
      let second = result.dropFirst().first
      if modelFirst.isUppercase, first.isLowercase {
        result = upper(first) + result.dropFirst()
      } else if modelFirst.isLowercase, first.isUppercase, second?.isUppercase != true {
        result = lower(first) + result.dropFirst()
      }
    }
    let marks: Set<Character> = [".", "…", "。", "।"]
    let closing = model.last.flatMap { marks.contains($0) ? $0 : nil }
    let ending: Set<Character> = marks.union(["!", "?", "！", "？", "؟"])
    if let closing, let last = result.last, !ending.contains(last) {
      result.append(closing)
    } else if closing == nil, let last = result.last, marks.contains(last), last != "…" {
      result.removeLast()
    }
    return result
  }

  /// Turkish and Azerbaijani write i's capital İ and I's small ı.
  private var dottedI: Bool { ["tr", "az"].contains(language.split(separator: "-").first) }

  private func upper(_ letter: Character) -> String {
    dottedI && letter == "i" ? "İ" : letter.uppercased()
  }

  private func lower(_ letter: Character) -> String {
    dottedI && letter == "I" ? "ı" : letter.lowercased()
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
