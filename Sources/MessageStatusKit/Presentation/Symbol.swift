/// A symbol the library may ask for: a delivery status, or the kind of an attachment.
///
/// The set is closed so that the compiler checks that every renderer can draw every case.
/// Raw values are neutral ids (`check`, `clock`), the names in the JSON; each symbol also
/// carries its SF Symbol name, its Material Symbols name and an SVG drawing (the paths the JSON and the HTML carry),
/// so any platform can draw it.
public enum Symbol: String, Codable, CaseIterable, Hashable, Sendable {
  /// A clock face: still sending.
  case clock = "clock"
  /// Two bars in a circle outline: a send that is paused (``PauseReason``).
  case pauseCircle = "pauseCircle"
  /// An arrow up in a circle outline: an attachment being uploaded (``UploadProgress``).
  case arrowUpCircle = "arrowUpCircle"
  /// A filled triangle pointing to the right, as on every play button and in every layout
  /// direction: a voice message its recipients played (``RecipientOutcome/played``).
  case play = "play"
  /// An eye: view-once media its recipients opened (``Message/isViewOnce``).
  case eye = "eye"
  /// One checkmark: sent; two in a row: delivered or read.
  case checkmark = "check"
  /// A checkmark in a circle outline: delivered (`circles` style).
  case checkmarkCircle = "checkCircle"
  /// A checkmark in a filled circle: read (`circles` style; `ticks` without colour).
  case checkmarkCircleFill = "checkCircleFilled"
  /// An exclamation mark in a filled circle: failed.
  case exclamationmarkCircleFill = "errorCircleFilled"
  /// An exclamation mark in a filled triangle: failed (`circles` style).
  case exclamationmarkTriangleFill = "warningTriangleFilled"
  /// A framed picture: a photo attachment.
  case photo = "photo"
  /// A film camera: a video attachment.
  case video = "video"
  /// A page with a folded corner: a file attachment.
  case document = "doc"
  /// A microphone: a voice message.
  case microphone = "mic"
  /// A map pin: a shared location.
  case mapPin = "pin"
  /// A smiling face: a sticker.
  case smiley = "smiley"
  /// A person in a circle: a shared contact.
  case person = "person"

  /// The SF Symbol: `Image(systemName: symbol.sfSymbolName)`.
  public var sfSymbolName: String {
    switch self {
    case .clock: "clock"
    case .pauseCircle: "pause.circle"
    case .arrowUpCircle: "arrow.up.circle"
    case .play: "play.fill"
    case .eye: "eye"
    case .checkmark: "checkmark"
    case .checkmarkCircle: "checkmark.circle"
    case .checkmarkCircleFill: "checkmark.circle.fill"
    case .exclamationmarkCircleFill: "exclamationmark.circle.fill"
    case .exclamationmarkTriangleFill: "exclamationmark.triangle.fill"
    case .photo: "photo"
    case .video: "video"
    case .document: "doc"
    case .microphone: "mic"
    case .mapPin: "mappin"
    case .smiley: "face.smiling"
    case .person: "person.crop.circle"
    }
  }

  /// The Material Symbols icon and whether to draw it with its FILL axis at 1.
  public var materialSymbol: (name: String, filled: Bool) {
    switch self {
    case .clock: ("schedule", false)
    case .pauseCircle: ("pause_circle", false)
    case .arrowUpCircle: ("arrow_circle_up", false)
    case .play: ("play_arrow", true)
    case .eye: ("visibility", false)
    case .checkmark: ("check", false)
    case .checkmarkCircle: ("check_circle", false)
    case .checkmarkCircleFill: ("check_circle", true)
    case .exclamationmarkCircleFill: ("error", true)
    case .exclamationmarkTriangleFill: ("warning", true)
    case .photo: ("image", false)
    case .video: ("videocam", false)
    case .document: ("description", false)
    case .microphone: ("mic", false)
    case .mapPin: ("location_on", false)
    case .smiley: ("sentiment_satisfied", false)
    case .person: ("account_circle", false)
    }
  }

  /// How far a second copy of this symbol, right after the first, slides over it, as a
  /// fraction of the symbol's size: 0.44 for the checkmark (two make the double tick),
  /// 0 for the others, which sit ``Metrics/symbolSpacing`` apart.
  public var repeatOverlap: Double {
    self == .checkmark ? 0.44 : 0
  }

  /// Where each symbol of a row starts, relative to the end of the one before, in points:
  /// 0 for the first; a repeat of a symbol with a ``repeatOverlap`` slides back by that
  /// fraction of ``Metrics/symbolSize`` (to a hundredth of a point); any other follows
  /// ``Metrics/symbolSpacing`` after.
  ///
  /// ```swift
  /// Symbol.leadingOffsets(in: [.checkmark, .checkmark], metrics: .standard)  // [0, -6.6]
  /// ```
  public static func leadingOffsets(in row: [Symbol], metrics: Metrics) -> [Double] {
    row.indices.map { index in
      guard index > 0 else { return 0 }
      let symbol = row[index]
      guard row[index - 1] == symbol, symbol.repeatOverlap > 0 else {
        return metrics.symbolSpacing
      }
      return -(symbol.repeatOverlap * metrics.symbolSize * 100).rounded() / 100
    }
  }
}
