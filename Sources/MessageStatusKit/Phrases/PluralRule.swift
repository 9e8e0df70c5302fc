/// A CLDR plural category: which grammatical form a count takes.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  /// Used for 0 in some languages (Arabic).
  case zero
  /// The singular form.
  case one
  /// A dual form (Arabic).
  case two
  /// A paucal form (Russian 2–4, Arabic 3–10).
  case few
  /// Russian 5–20, Arabic 11–99.
  case many
  /// Everything else; every language has it.
  case other
}

/// How a language picks a ``PluralCategory`` for an integer count (CLDR plural rules).
public enum PluralRule: String, Hashable, Sendable {
  /// English and most Western European languages: `one` for 1, else `other`.
  case oneOther

  /// The category for `count`.
  ///
  /// Negative counts use their magnitude.
  public func category(for count: Int) -> PluralCategory {
    let n = count.magnitude
    switch self {
    case .oneOther: return n == 1 ? .one : .other
    }
  }
}

/// A phrase with one template per plural category; `other` is required.
public struct PluralPhrase: Hashable, Sendable {
  /// The template for each category the language uses.
  public var forms: [PluralCategory: PhraseTemplate]
  /// The fallback for categories without their own template.
  public var other: PhraseTemplate

  /// Creates a plural phrase.
  ///
  /// - Parameters:
  ///   - one: The singular form, if the language has one.
  ///   - other: The form for every other count.
  public init(one: PhraseTemplate? = nil, other: PhraseTemplate) {
    var forms: [PluralCategory: PhraseTemplate] = [.other: other]
    forms[.one] = one
    self.forms = forms
    self.other = other
  }

  /// The template for `count` under `rule`.
  public func template(for count: Int, rule: PluralRule) -> PhraseTemplate {
    forms[rule.category(for: count)] ?? other
  }
}
