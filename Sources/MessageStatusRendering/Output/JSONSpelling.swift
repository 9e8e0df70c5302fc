/// The renderer's JSON spelling of single values, for the golden helper's `.json` format
/// of any `Encodable` value: the same escapes and the same numbers as ``JSONRenderer``.
package enum JSONSpelling {
  /// `value` as a JSON string literal, quotes included: RFC 8259 escapes, and every
  /// invisible character (bidi controls, zero-width characters, U+2028, U+2029) as `\uXXXX`.
  package static func string(_ value: String) -> String {
    var buffer = UTF8Buffer(capacity: value.utf8.count + 16)
    buffer.writeJSONString(value)
    return buffer.string
  }

  /// `value` as a JSON number, spelled as the renderer spells it.
  ///
  /// Integers below 2^53 are written without a fraction, others in Swift's shortest
  /// round-tripping form (`0.2`). Non-finite values are the caller's to spell.
  package static func number(_ value: Double) -> String {
    var buffer = UTF8Buffer(capacity: 32)
    buffer.write(number: value, integersBelow: 9_007_199_254_740_992)
    return buffer.string
  }
}
