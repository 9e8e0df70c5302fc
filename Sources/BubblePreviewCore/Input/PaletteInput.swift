import MessageStatusKit

/// A palette file: the JSON document's `palette` member on its own.
///
/// `{"light": {"accent": "#0A62D0", …}, "dark": {…}, "lightIncreasedContrast": {…},
/// "darkIncreasedContrast": {…}}`: every variant and every token required, each colour a
/// `#RRGGBB` string. Every problem is a ``PreviewError`` naming its path (`palette.light`,
/// `palette.dark.accent`), as in the input document.
enum PaletteInput {
  /// The path of the file's top level in errors.
  static let root = "palette"

  /// The palette in `bytes`.
  static func palette(from bytes: [UInt8]) throws(PreviewError) -> Palette {
    try bytes.withUnsafeBufferPointer { (document) throws(PreviewError) -> Palette in
      let root = try JSONParser.wholeValue(of: document)
      let variants = try members(
        of: root, at: Self.root, named: PaletteVariant.allCases.map(\.rawValue), in: document)
      func column(_ variant: PaletteVariant) throws(PreviewError) -> Palette.Column {
        let path = JSONPath.member(Self.root, variant.rawValue)
        let colors = try members(
          of: variants[variant.rawValue] ?? .null, at: path,
          named: ColorToken.allCases.map(\.rawValue), in: document)
        do {
          return try Palette.Column { token in
            let path = JSONPath.member(path, token.rawValue)
            let value = colors[token.rawValue] ?? .null
            guard case .string(let text) = value else {
              throw PreviewError.wrongType(
                path: path, expected: "a colour such as \"#0A62D0\"", found: value.kindDescription)
            }
            guard let color = SRGBColor(hexString: text) else {
              throw PreviewError.invalidColor(path: path, value: text)
            }
            return color
          }
        } catch let error as PreviewError {
          throw error
        } catch {
          throw .wrongType(path: path, expected: "colours", found: "\(error)")
        }
      }
      return Palette(
        light: try column(.light), dark: try column(.dark),
        lightIncreasedContrast: try column(.lightIncreasedContrast),
        darkIncreasedContrast: try column(.darkIncreasedContrast))
    }
  }

  /// The members of the object `value` at `path`, each of `names` exactly once.
  private static func members(
    of value: JSONValue, at path: String, named names: [String],
    in document: UnsafeBufferPointer<UInt8>
  ) throws(PreviewError) -> [String: JSONValue] {
    guard case .object(let start) = value else {
      throw .wrongType(path: path, expected: "an object", found: value.kindDescription)
    }
    let pairs = try ObjectReader<NoField>.again(in: document, at: start) {
      (parser) throws(JSONSyntaxError) in try parser.readMembers()
    }
    var found: [String: JSONValue] = [:]
    for (key, member) in pairs {
      guard names.contains(key) else {
        throw .unknownField(path: path, field: key, suggestion: nearest(key, among: names))
      }
      guard found.updateValue(member, forKey: key) == nil else {
        throw .duplicateField(path: path, field: key)
      }
    }
    if let missing = names.first(where: { found[$0] == nil }) {
      throw .missingField(path: path, field: missing)
    }
    return found
  }

  /// An object whose members are named at run time: ``ObjectReader/again(in:at:_:)`` only
  /// needs a field type.
  private enum NoField: Int, ObjectField {
    case none
  }
}
