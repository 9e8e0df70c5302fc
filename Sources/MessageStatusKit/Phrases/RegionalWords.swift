/// The phrases a regional variety of a language writes differently from the language's
/// phrasebook: a small override, never a copy of the whole language.
///
/// European Portuguese is Brazilian Portuguese's phrasebook with "A enviar…", "Ficheiro"
/// and "Contacto" in place of "Enviando…", "Arquivo" and "Contato"; Latin-American Spanish
/// writes "Video" without the accent. The description's language is then the variety's
/// code (`pt-PT`, `es-419`), so it says which words were used.
package struct RegionalWords: Sendable {
  /// The variety's BCP 47 code: `pt-PT`.
  package var code: String
  /// The regions (lowercase subtags) that write the variety: `pt`, `ao`, `mz`….
  package var regions: Set<String>
  /// The variety's plural rule, where it differs from the language's.
  package var pluralRule: PluralRule?
  /// The variety's phrases by the library's keys (``Phrasebook/keys``).
  package var phrases: [String: String]

  /// Creates a variety's words.
  package init(
    code: String, regions: Set<String>, pluralRule: PluralRule? = nil,
    phrases: [String: String]
  ) {
    self.code = code
    self.regions = regions
    self.pluralRule = pluralRule
    self.phrases = phrases
  }

  /// `base` as the variety writes it.
  package func applied(to base: Phrasebook) -> Phrasebook {
    var phrasebook = base.overriding { key, _ in phrases[key] }
    phrasebook.language = code
    if let pluralRule { phrasebook.pluralRule = pluralRule }
    return phrasebook
  }
}
