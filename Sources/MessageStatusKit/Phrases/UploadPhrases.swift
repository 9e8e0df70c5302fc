/// The words of an attachment being uploaded (``Message/upload``).
package struct UploadPhrases: Hashable, Sendable {
  /// The status part of the bubble's label, lowercase mid-sentence: "uploading".
  ///
  /// With a known fraction, the percent follows after the language's separator
  /// ("uploading, 40%").
  package var label: String
  /// The status indicator's own label: "Uploading" ("Uploading, 40%"); the `text` style
  /// shows it too once the fraction is known.
  package var icon: String
  /// What the `text` style shows while the fraction is unknown: "Uploading…".
  package var text: String
  /// A whole percent, CLDR's percent pattern: "{count}%" ("40%"), "{count} %" in German
  /// (a no-break space), "%{count}" in Turkish; `{count}` in the language's digits.
  package var percent: PhraseTemplate
  /// The action that cancels the upload: "Cancel".
  package var cancel: String

  /// Creates the words.
  package init(
    label: String, icon: String, text: String, percent: PhraseTemplate, cancel: String
  ) {
    self.label = label
    self.icon = icon
    self.text = text
    self.percent = percent
    self.cancel = cancel
  }
}
