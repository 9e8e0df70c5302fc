/// The rule for a JSON number that must be a whole number (a `sequenceNumber`, a composer
/// `limit`): written without a fraction or exponent, and of magnitude below 2⁵³, where every
/// whole `Double` is exact.
enum WholeNumber {
  /// What an error line says the rule is: 2⁵³ is a whole number, only too large to be one
  /// here.
  static let expected =
    "a whole number written in digits, of magnitude below 2^53 (9007199254740992)"

  /// The number `literal` spells, if it follows the rule.
  static func value(_ number: Double, literal: String) -> Int64? {
    guard number.rounded() == number, abs(number) < 9_007_199_254_740_992,
      !literal.contains("."), !literal.lowercased().contains("e")
    else { return nil }
    return Int64(number)
  }
}
