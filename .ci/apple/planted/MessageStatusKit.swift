// Planted by .ci/availability-selftest into a copy of Sources/MessageStatusKit. Each line that
// ends in `expect:` must draw a finding naming each declaration listed (the platforms the
// line leaves uncovered in brackets), or none for `nothing`; no other line may draw one.
import Foundation

enum PlantedAvailability {
  static func unguarded() -> String {
    String(describing: Int128(1) << 100)  // expect: Int128 [iOS 18.0, macOS 15.0, macCatalyst 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0]
  }

  static func recurrence() -> Calendar.RecurrenceRule {  // expect: Calendar.RecurrenceRule [iOS 18.0, macOS 15.0, macCatalyst 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0]
    .daily(calendar: Calendar(identifier: .gregorian))  // expect: Calendar.RecurrenceRule.daily(calendar:interval:end:matchingPolicy:repeatedTimePolicy:months:daysOfTheMonth:weekdays:hours:minutes:seconds:setPositions:) [iOS 18.0, macOS 15.0, macCatalyst 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0]
  }

  /// Guarded on macOS only: every other platform is still uncovered.
  static func macOSOnly() -> String {
    if #available(macOS 15, *) {
      return String(describing: Int128(2))  // expect: Int128 [iOS 18.0, macCatalyst 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0]
    }
    return ""
  }

  /// Guarded everywhere, in the three ways the language has.
  static func guarded() -> String {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return String(describing: Int128(3))  // expect: nothing
    }
    return ""
  }

  static func guardedByGuard() -> String {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return "" }
    let rule = Calendar.RecurrenceRule.daily(calendar: Calendar(identifier: .gregorian))  // expect: nothing
    return String(describing: rule)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  static func annotated() -> Int128 { 4 }  // expect: nothing
  /// The package's own `@available` function, called without cover.
  static func callsAnnotated() -> String {
    String(describing: annotated())  // expect: annotated() [iOS 18.0, macOS 15.0, macCatalyst 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0]
  }

  /// The `else` of `guard #available` is what runs on older systems.
  static func guardElse() -> String {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
      return String(describing: Int128(5))  // expect: Int128 [iOS 18.0, macOS 15.0, macCatalyst 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0]
    }
    return ""
  }
}

/// Swift refuses `@available` on a stored property: it covers nothing.
struct PlantedStored {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  var wide: Int128? = nil  // expect: Int128 [iOS 18.0, macOS 15.0, macCatalyst 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0]
}

