/// The words a page of bubbles writes besides the bubbles' own, from the phrasebook that
/// described them: the title, the reviewer notes' labels, the palette notice's heading, and
/// the digits of the counts the page writes ("+3").
///
/// Every description a describer makes carries its describer's, one reference shared by
/// all, so that a renderer shows an app's phrasebook where VoiceOver speaks it and never
/// looks words up by language. A description decoded from JSON carries none: renderers then
/// take ``library(for:)``.
package final class PageWords: Sendable {
  /// The language code of the words (the phrasebook's).
  package let language: String
  /// The page's words.
  package let phrases: PagePhrases
  /// The digits of counts the page writes itself.
  package let numbering: NumberingSystem

  /// The page words of `phrasebook`.
  package init(_ phrasebook: Phrasebook) {
    language = phrasebook.language
    phrases = phrasebook.page
    numbering = phrasebook.numbering
  }

  /// The library's words for the language `code` names, for descriptions that carry none.
  package static func library(for code: String) -> PageWords {
    PageWords(Phrasebook.resolve(locale: code))
  }
}

/// A description's page words, carried beside its value: equality, hashing, `Codable` and
/// `dump` leave them out, since they are how the description is printed, not what it says.
package struct CarriedPageWords: Hashable, Sendable, CustomReflectable {
  /// The words; `nil` for a description no describer made.
  package let words: PageWords?

  /// Carries `words`.
  package init(_ words: PageWords?) { self.words = words }

  /// Always equal: page words are no part of a description's value.
  package static func == (a: Self, b: Self) -> Bool { true }

  /// Hashes nothing, as ``==`` compares nothing.
  package func hash(into hasher: inout Hasher) {}

  /// No children: the words are no part of the description's value.
  package var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .struct) }
}
