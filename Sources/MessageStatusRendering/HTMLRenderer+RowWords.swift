import MessageStatusKit

extension HTMLRenderer {
  /// The words a row writes besides its description's, in one language: the transition
  /// note's labels and the digits of "+3".
  ///
  /// The walker keeps each language's, and looks at them only when a bubble's language
  /// differs from the last one's: a phrasebook is copied once per language of a document,
  /// not once per bubble.
  struct RowWords {
    /// The language code the words are in, as the bubbles carry it.
    let language: String
    /// The page's words: the transition note's labels.
    let page: PagePhrases
    /// The digits of counts the page writes itself.
    let numbering: NumberingSystem

    /// The words of the language `language` names (``Phrasebook/resolve(locale:hourCycle:)``):
    /// English's for an app's own language.
    init(_ language: String) {
      let phrasebook = Phrasebook.resolve(locale: language)
      self.language = language
      page = phrasebook.page
      numbering = phrasebook.numbering
    }
  }
}
