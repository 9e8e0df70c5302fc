/// Status words that agree with an attachment whose name has the other grammatical gender
/// from the language's own status words.
///
/// A label that names only an attachment makes its participle agree with that name:
/// French "Photo, reçue", Spanish "Foto, leída por todos", and Portuguese, whose words
/// agree with the feminine "mensagem", "Vídeo, recebido". A message with text keeps the
/// language's own words.
package struct AttachmentAgreement: Hashable, Sendable {
  /// The attachment kinds whose name takes these forms.
  package var kinds: Set<AttachmentKind>
  /// The status part of the label: "envoyée", "lue".
  package var labelStatus: PerState<String>
  /// The incoming label's status part: "reçue".
  package var labelReceived: String
  /// A group bubble's read count: "lue par {count} sur {total}".
  package var labelReadBy: PluralPhrase
  /// Every recipient has read: "lue par tous".
  package var labelReadByAll: String
  /// The `text` style's spoken read time: "lue à {time}".
  package var labelReadAt: PluralPhrase

  /// Creates the forms.
  package init(
    kinds: Set<AttachmentKind>, labelStatus: PerState<String>, labelReceived: String,
    labelReadBy: PluralPhrase, labelReadByAll: String, labelReadAt: PluralPhrase
  ) {
    self.kinds = kinds
    self.labelStatus = labelStatus
    self.labelReceived = labelReceived
    self.labelReadBy = labelReadBy
    self.labelReadByAll = labelReadByAll
    self.labelReadAt = labelReadAt
  }
}
