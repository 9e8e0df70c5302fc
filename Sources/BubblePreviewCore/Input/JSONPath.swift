/// JSON paths as error messages write them.
enum JSONPath {
  /// The path of the document itself: `input: missing required field "viewer"`.
  static let document = "input"

  /// The path of a member: `messages[2].state`, or `names["a b"]` for keys that need quoting.
  static func member(_ parent: String, _ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
      }
    let component =
      plain ? "." + key : "[" + ErrorText.quote(key) + "]"
    return parent.isEmpty ? (plain ? key : "input" + component) : parent + component
  }
}
