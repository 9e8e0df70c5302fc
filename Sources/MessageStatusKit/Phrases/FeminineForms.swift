/// Status words that agree with a feminine attachment name, for languages whose
/// participles agree with their noun: French "Photo, reçue", Spanish "Foto, recibida".
///
/// Used when a bubble's content is the attachment's name alone (no text).
public struct FeminineForms: Hashable, Sendable {
  /// The attachment kinds whose name is feminine in the language.
  public var kinds: Set<AttachmentKind>
  /// The status part of the label for those attachments: "envoyée", "lue".
  public var labelStatus: PerState<String>
  /// The incoming label's status part for those attachments: "reçue".
  public var labelReceived: String

  /// Creates the feminine forms.
  public init(kinds: Set<AttachmentKind>, labelStatus: PerState<String>, labelReceived: String) {
    self.kinds = kinds
    self.labelStatus = labelStatus
    self.labelReceived = labelReceived
  }
}
