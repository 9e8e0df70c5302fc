/// The rule for a JSON number that must be a whole number (a `sequenceNumber`, a composer
/// `limit`): written without a fraction or exponent, and of magnitude below 2⁵³, where every
/// whole `Double` is exact.
enum WholeNumber {
  /// The number `literal` spells, if it follows the rule.
  static func value(_ number: Double, literal: String) -> Int64? {
    guard number.rounded() == number, abs(number) < 9_007_199_254_740_992,
      !literal.contains("."), !literal.lowercased().contains("e")
    else { return nil }
    return Int64(number)
  }
}
