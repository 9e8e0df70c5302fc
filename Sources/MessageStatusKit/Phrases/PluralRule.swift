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
  /// Russian 5–20, Arabic 11–99; Spanish, French and Portuguese millions.
  case many
  /// Everything else; every language has it.
  case other
}

/// How a language picks a ``PluralCategory`` for a whole-number count: the CLDR cardinal
/// rules, implemented as pure functions (integers only, so the operands `v`, `f` and `t`
/// of the CLDR syntax are always 0).
public enum PluralRule: String, CaseIterable, Hashable, Sendable {
  /// English: `one` for 1, else `other`.
  case english
  /// German: `one` for 1, else `other`.
  case german
  /// Spanish: `one` for 1, `many` for non-zero multiples of a million, else `other`.
  case spanish
  /// French: `one` for 0 and 1, `many` for non-zero multiples of a million, else `other`.
  case french
  /// Portuguese: `one` for 0 and 1, `many` for non-zero multiples of a million, else `other`.
  case portuguese
  /// Japanese: always `other`.
  case japanese
  /// Russian: `one` (1, 21, 101, not 11), `few` (2–4, 22–24, not 12–14), `many` (the rest).
  case russian
  /// Arabic: `zero` 0, `one` 1, `two` 2, `few` n % 100 in 3…10, `many` n % 100 in 11…99,
  /// else `other` (100–102, 200, …).
  case arabic

  /// The category for `count`.
  ///
  /// Negative counts use their magnitude.
  public func category(for count: Int) -> PluralCategory {
    let n = count.magnitude
    let mod10 = n % 10
    let mod100 = n % 100
    let millions = n != 0 && n % 1_000_000 == 0
    switch self {
    case .english, .german:
      return n == 1 ? .one : .other
    case .spanish:
      return n == 1 ? .one : millions ? .many : .other
    case .french, .portuguese:
      return n <= 1 ? .one : millions ? .many : .other
    case .japanese:
      return .other
    case .russian:
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case .arabic:
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(mod100) { return .few }
        if (11...99).contains(mod100) { return .many }
        return .other
      }
    }
  }

  /// The categories the language distinguishes for whole numbers, in CLDR order.
  public var categories: [PluralCategory] {
    switch self {
    case .english, .german: [.one, .other]
    case .spanish, .french, .portuguese: [.one, .many, .other]
    case .japanese: [.other]
    case .russian: [.one, .few, .many]
    case .arabic: [.zero, .one, .two, .few, .many, .other]
    }
  }
}

/// A phrase with one template per plural category; `other` is required.
///
/// A count of zero can have words of its own (``none``: "No characters remaining"), as
/// ICU's explicit `=0` form does, whatever category the language gives 0.
public struct PluralPhrase: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The template for each category the language uses.
  public var forms: [PluralCategory: PhraseTemplate]
  /// The fallback for categories without their own template.
  public var other: PhraseTemplate
  /// The words for a count of zero, when they are not the category's with a 0 in them.
  public var none: PhraseTemplate?

  /// Creates a plural phrase.
  ///
  /// - Parameters:
  ///   - forms: Templates for the categories that differ from `other`.
  ///   - other: The form for every other count.
  ///   - none: The words for exactly zero, if the language says it without the number.
  public init(
    _ forms: [PluralCategory: PhraseTemplate] = [:], other: PhraseTemplate,
    none: PhraseTemplate? = nil
  ) {
    var all = forms
    all[.other] = other
    self.forms = all
    self.other = other
    self.none = none
  }

  /// A phrase with one form for every count.
  public init(stringLiteral value: String) { self.init(other: PhraseTemplate(value)) }

  /// The phrase for `count` (and `total`, when the phrase has one) in a language: the
  /// plural form its rule picks, the numbers in its digits.
  ///
  /// ```swift
  /// Phrasebook.russian.labelReadBy.filled(count: 3, total: 5, in: .russian)
  /// // "прочитали: 3 из 5"
  /// ```
  public func filled(count: Int, total: Int? = nil, in phrases: Phrasebook) -> String {
    template(for: count, rule: phrases.pluralRule).filled(
      count: phrases.numbering.format(count), total: total.map(phrases.numbering.format))
  }

  /// The template for `count` under `rule`: ``none`` for zero when there is one.
  public func template(for count: Int, rule: PluralRule) -> PhraseTemplate {
    if count == 0, let none { return none }
    return forms[rule.category(for: count)] ?? other
  }
}
