import Foundation

/// The time zone names the input document accepts: an IANA name (`Europe/Berlin`,
/// `Etc/GMT+12`) that `TimeZone` knows, or `UTC` or `GMT` with an offset in hours and minutes
/// (`UTC+5:30`, `GMT-0800`) from −12:00 to +14:00, the offsets clocks on Earth use.
///
/// `TimeZone(identifier:)` alone also takes `GMT-12:61`, `UTC+14:59` and `UTC\u0000x`, which
/// name no zone anyone meant.
enum TimeZoneName {
  static func isValid(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    let offsetForm = bytes.count > 3 && (name.hasPrefix("UTC") || name.hasPrefix("GMT"))
    guard offsetForm else {
      // An IANA name: ASCII letters, digits and `/ _ - +` (`Etc/GMT+12`), as the system
      // knows it (Linux's list of known names leaves out `Etc/`, so `TimeZone` decides).
      return !bytes.isEmpty
        && bytes.allSatisfy { byte in
          (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte) || "/_-+".utf8.contains(byte)
        }
    }
    guard bytes.count >= 5, bytes.allSatisfy({ $0 < 0x80 }),
      ["UTC", "GMT"].contains(String(decoding: bytes[0..<3], as: UTF8.self)),
      bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-")
    else { return false }
    let offset = String(decoding: bytes[4...], as: UTF8.self)
    let parts = offset.split(separator: ":", omittingEmptySubsequences: false)
    let digits: (hours: Substring, minutes: Substring)
    switch parts.count {
    case 1 where offset.count <= 2: digits = (parts[0], "00")
    case 1 where offset.count == 4: digits = (offset.prefix(2), offset.suffix(2))
    case 2 where (1...2).contains(parts[0].count) && parts[1].count == 2:
      digits = (parts[0], parts[1])
    default: return false
    }
    guard digits.hours.allSatisfy(\.isASCIIDigit), digits.minutes.allSatisfy(\.isASCIIDigit),
      let hours = Int(digits.hours), let minutes = Int(digits.minutes)
    else { return false }
    let limit = bytes[3] == UInt8(ascii: "+") ? 14 * 60 : 12 * 60
    return minutes < 60 && hours * 60 + minutes <= limit
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
