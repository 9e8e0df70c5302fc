/// Which palette column a page (or a front end reading the JSON) draws with: the one word
/// for it in every format.
///
/// The JSON writes it as its `appearance` member: `"system"` or `"asDescribed"`.
public enum PageColorScheme: String, CaseIterable, Sendable {
  /// Follow the reader's system at run time: light or dark, with or without increased
  /// contrast (media queries on a page).
  case followSystem
  /// Draw each bubble in the palette variant it was described for
  /// (`BubbleDescription.paletteVariant`).
  case asDescribed

  /// The JSON's spelling: `"system"`, `"asDescribed"`.
  var jsonValue: String { self == .followSystem ? "system" : "asDescribed" }

  /// The value the JSON's spelling names.
  init?(jsonValue: String) {
    switch jsonValue {
    case "system": self = .followSystem
    case "asDescribed": self = .asDescribed
    default: return nil
    }
  }
}
