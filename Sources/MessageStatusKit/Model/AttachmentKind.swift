/// What a message carries besides text; names a text-less message ("Photo, sent").
public enum AttachmentKind: String, Codable, CaseIterable, Hashable, Sendable {
  /// A still image.
  case photo = "photo"
  /// A video clip.
  case video = "video"
  /// Any other file (document, archive…).
  case file = "file"
  /// A recorded voice message.
  case voice = "voice"
  /// A shared location.
  case location = "location"
  /// A sticker.
  case sticker = "sticker"
  /// A shared contact card.
  case contact = "contact"

  /// The symbol drawn beside the attachment's name.
  package var symbol: Symbol {
    switch self {
    case .photo: .photo
    case .video: .video
    case .file: .document
    case .voice: .microphone
    case .location: .mapPin
    case .sticker: .smiley
    case .contact: .person
    }
  }
}
