/// An attachment as the bubble shows it.
public struct AttachmentDescription: Hashable, Codable, Sendable {
  /// What it is.
  public var kind: AttachmentKind
  /// Its name in the description's language: "Photo".
  public var label: String

  /// Creates an attachment description.
  package init(kind: AttachmentKind, label: String) {
    self.kind = kind
    self.label = label
  }
}
