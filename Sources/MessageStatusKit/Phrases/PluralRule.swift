import Foundation

/// A CLDR plural category: which grammatical form a count takes.
package enum PluralCategory: String, CaseIterable, Hashable, Sendable {
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

/// How a language picks a plural category (one, few, other…) for a whole-number count: CLDR's plural rules,
/// written in CLDR's own syntax and read as data.
///
/// A language states its rules as CLDR publishes them (`plurals.xml`, or Babel's
/// `Locale.plural_form.rules`); the library evaluates them for whole numbers, so the
/// operands `v`, `w`, `f`, `t`, `c` and `e` are 0 and `n` equals `i`. Both spellings are read:
/// `=`, `!=`, `%` and `in`, `not in`, `mod`.
///
/// ```swift
/// let rule: PluralRule = "one: i = 1 and v = 0"      // English, German, Italian…
/// rule.category(for: 1)                              // .one
/// PluralRule("one: i = 0..1").category(for: 0)       // .one (French)
/// ```
///
/// Rules are total: a clause the reader does not understand never matches (the count takes
/// `other`), and ``isWellFormed`` says so; the library's own languages are tested to be
/// well formed and equal to CLDR's.
public struct PluralRule: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The rules as written: `"one: i = 1 and v = 0; many: …"`; `""` for a language with
  /// one form (Japanese).
  public let description: String
  /// The categories the rules name, in CLDR order, then `other`.
  package let categories: [PluralCategory]
  /// Whether every clause was understood.
  public let isWellFormed: Bool
  private let rules: [(category: PluralCategory, condition: Condition)]

  /// Reads rules in CLDR syntax: `category: condition` clauses separated by `;`, samples
  /// (`@integer …`) ignored.
  public init(_ rules: String) {
    description = rules
    var parsed: [(PluralCategory, Condition)] = []
    var wellFormed = true
    for clause in rules.split(separator: ";") {
      let text = clause.prefix { $0 != "@" }
      guard let colon = text.firstIndex(of: ":"),
        let category = PluralCategory(
          rawValue: String(text[..<colon].filter { !$0.isWhitespace })),
        let condition = Condition(text[text.index(after: colon)...])
      else {
        wellFormed = wellFormed && text.allSatisfy(\.isWhitespace)
        continue
      }
      parsed.append((category, condition))
    }
    let named = Set(parsed.map(\.0))
    categories = PluralCategory.allCases.filter { named.contains($0) || $0 == .other }
    isWellFormed = wellFormed
    self.rules = parsed.sorted { $0.0.order < $1.0.order }
  }

  /// Reads rules written as a literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// The category for `count`; negative counts use their magnitude.
  package func category(for count: Int) -> PluralCategory {
    let n = count.magnitude
    return rules.first { $0.condition.holds(for: n) }?.category ?? .other
  }

  /// Rules are equal when written alike.
  public static func == (lhs: PluralRule, rhs: PluralRule) -> Bool {
    lhs.description == rhs.description
  }

  /// Hashes the rules as written.
  public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

extension PluralCategory {
  fileprivate var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// A CLDR plural condition over a whole number: `or` of `and`s of relations.
private struct Condition: Sendable {
  /// `operand [% modulus] (=|!=) ranges`.
  struct Relation: Sendable {
    /// Whether the operand is the number (`n`, `i`); the others are 0 for whole numbers.
    var isInteger: Bool
    var modulus: UInt?
    var negated: Bool
    var ranges: [ClosedRange<UInt>]

    func holds(for n: UInt) -> Bool {
      var value: UInt = isInteger ? n : 0
      if let modulus { value %= modulus }
      return ranges.contains { $0.contains(value) } != negated
    }
  }

  var alternatives: [[Relation]]

  init?(_ text: Substring) {
    let tokens = Self.tokens(text)
    guard !tokens.isEmpty else { return nil }
    var alternatives: [[Relation]] = []
    for alternative in tokens.split(separator: "or", omittingEmptySubsequences: false) {
      var relations: [Relation] = []
      for relation in alternative.split(separator: "and", omittingEmptySubsequences: false) {
        guard let relation = Self.relation(relation) else { return nil }
        relations.append(relation)
      }
      guard !relations.isEmpty else { return nil }
      alternatives.append(relations)
    }
    self.alternatives = alternatives
  }

  func holds(for n: UInt) -> Bool {
    alternatives.contains { $0.allSatisfy { $0.holds(for: n) } }
  }

  /// The words, numbers and operators of a condition, spaces or not: `i%10=2..4` is `i`,
  /// `%`, `10`, `=`, `2`, `..`, `4`.
  private static func tokens(_ text: Substring) -> [String] {
    var tokens: [String] = []
    var word = ""
    func endWord() {
      if !word.isEmpty { tokens.append(word) }
      word = ""
    }
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let isDigit = ("0"..."9").contains(scalar)
      if isDigit || ("a"..."z").contains(scalar) {
        // `mod10`: a digit after a letter, or a letter after a digit, starts a token.
        if let last = word.unicodeScalars.last, ("0"..."9").contains(last) != isDigit { endWord() }
        word.unicodeScalars.append(scalar)
      } else {
        endWord()
        let next = index + 1 < scalars.count ? scalars[index + 1] : " "
        if (scalar, next) == ("!", "=") || (scalar, next) == (".", ".") {
          tokens.append(String(scalar) + String(next))
          index += 1
        } else if !scalar.properties.isWhitespace {
          tokens.append(String(scalar))
        }
      }
      index += 1
    }
    endWord()
    return tokens
  }

  /// `i % 10 = 2..4`, `i mod 100 not in 12..14`, `n = 0,1`, `n is not 1`.
  private static func relation(_ tokens: ArraySlice<String>) -> Relation? {
    var tokens = tokens
    guard let operand = tokens.popFirst(),
      ["n", "i", "v", "w", "f", "t", "c", "e"].contains(operand)
    else { return nil }
    var modulus: UInt?
    if tokens.first == "mod" || tokens.first == "%" {
      tokens.removeFirst()
      guard let value = tokens.popFirst().flatMap({ UInt($0) }), value > 0 else { return nil }
      modulus = value
    }
    var negated = false
    switch (tokens.first, tokens.dropFirst().first) {
    case ("not", "in"), ("is", "not"):
      negated = true
      tokens.removeFirst(2)
    case ("!=", _):
      negated = true
      tokens.removeFirst()
    case ("in", _), ("is", _), ("=", _): tokens.removeFirst()
    default: return nil
    }
    var ranges: [ClosedRange<UInt>] = []
    while true {
      guard let low = tokens.popFirst().flatMap({ UInt($0) }) else { return nil }
      var high = low
      if tokens.first == ".." {
        tokens.removeFirst()
        guard let value = tokens.popFirst().flatMap({ UInt($0) }), low <= value else { return nil }
        high = value
      }
      ranges.append(low...high)
      guard tokens.first == "," else { break }
      tokens.removeFirst()
    }
    guard tokens.isEmpty else { return nil }
    return Relation(
      isInteger: operand == "n" || operand == "i", modulus: modulus, negated: negated,
      ranges: ranges)
  }
}

/// A phrase with one template per plural category; `other` is required.
///
/// A count of zero can have words of its own (``none``: "No characters remaining"), as
/// ICU's explicit `=0` form does, whatever category the language gives 0.
package struct PluralPhrase: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The template for each category the language uses.
  package var forms: [PluralCategory: PhraseTemplate]
  /// The fallback for categories without their own template.
  package var other: PhraseTemplate
  /// The words for a count of zero, when they are not the category's with a 0 in them.
  package var none: PhraseTemplate?

  /// Creates a plural phrase.
  ///
  /// - Parameters:
  ///   - forms: Templates for the categories that differ from `other`.
  ///   - other: The form for every other count.
  ///   - none: The words for exactly zero, if the language says it without the number.
  package init(
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
  package init(stringLiteral value: String) { self.init(other: PhraseTemplate(value)) }

  /// The phrase for `count` (and `total`, when the phrase has one) in a language: the
  /// plural form its rule picks, the numbers in its digits.
  ///
  /// ```swift
  /// Phrasebook.russian.labelReadBy.filled(count: 3, total: 5, in: .russian)
  /// // "прочитали: 3 из 5"
  /// ```
  package func filled(count: Int, total: Int? = nil, in phrases: Phrasebook) -> String {
    template(for: count, rule: phrases.pluralRule).filled(
      count: phrases.numbering.format(count), total: total.map(phrases.numbering.format))
  }

  /// The template for `count` under `rule`: ``none`` for zero when there is one.
  package func template(for count: Int, rule: PluralRule) -> PhraseTemplate {
    if count == 0, let none { return none }
    return forms[rule.category(for: count)] ?? other
  }
}
