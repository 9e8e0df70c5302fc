import Foundation
import XCTest

@testable import MessageStatusKit

/// A thread's day headings climb the ladder chat apps use: "Today", "Yesterday", the
/// weekday within the last week, then the date in words, with the year only for another
/// year, in the language's and region's CLDR order (`.ci/cldr-oracle.py` checks the same
/// headings against ICU's pattern generator).
final class DayHeadingTests: XCTestCase {
  /// 2025-10-21 (a Tuesday), 12:00 UTC.
  private let now = Date(timeIntervalSince1970: 1_761_048_000)

  /// The headings of a thread with messages today, yesterday, last Friday, on
  /// 10 May 2025 and on 21 October 2024.
  private func headings(_ locale: String) -> [String] { headings(locale, now: now) }

  /// The same thread viewed at `now` (`nil`: no "now" given).
  private func headings(_ locale: String, now: Date?) -> [String] {
    let daysAgo: [Double] = [0, 1, 4, 164, 365]
    let messages = daysAgo.enumerated().map { index, days in
      Message(
        id: MessageID("m\(index)"), sender: "alice", text: "Hi",
        createdAt: self.now.addingTimeInterval(-days * 86_400), state: .read)
    }
    let describer = BubbleDescriber(options: .init(locale: locale))
    let thread = ThreadArranger(describer: describer, thread: .init(now: now))
      .describe(messages, in: Conversation(participants: ["me", "alice"], viewer: "me"))
    return thread.items.compactMap {
      if case .daySeparator(let separator) = $0 { return separator.title }
      return nil
    }.reversed()
  }

  func testTheLadderInEveryLanguage() {
    let expected: [(String, [String])] = [
      ("en", ["Today", "Yesterday", "Friday", "Saturday, May 10", "October 21, 2024"]),
      ("es", ["Hoy", "Ayer", "Viernes", "Sábado, 10 de mayo", "21 de octubre de 2024"]),
      ("fr", ["Aujourd’hui", "Hier", "Vendredi", "Samedi 10 mai", "21 octobre 2024"]),
      ("de", ["Heute", "Gestern", "Freitag", "Samstag, 10. Mai", "21. Oktober 2024"]),
      (
        "pt-BR",
        ["Hoje", "Ontem", "Sexta-feira", "Sábado, 10 de maio", "21 de outubro de 2024"]
      ),
      ("ja", ["今日", "昨日", "金曜日", "5月10日土曜日", "2024年10月21日"]),
      ("ru", ["Сегодня", "Вчера", "Пятница", "Суббота, 10 мая", "21 октября 2024\u{202F}г."]),
      ("ar", ["اليوم", "أمس", "الجمعة", "السبت، ١٠ مايو", "٢١ أكتوبر ٢٠٢٤"]),
    ]
    for (locale, titles) in expected {
      XCTAssertEqual(headings(locale), titles, locale)
    }
  }

  /// `en-GB` used to write `5/10/25` for 10 May 2025, which a British reader reads as
  /// 5 October.
  func testTheRegionDecidesTheOrder() {
    let expected: [(String, [String])] = [
      ("en-US", ["Saturday, May 10", "October 21, 2024"]),
      ("en-CA", ["Saturday, May 10", "October 21, 2024"]),
      ("en-GB", ["Saturday 10 May", "21 October 2024"]),
      ("en-AU", ["Saturday 10 May", "21 October 2024"]),
      ("en-IE", ["Saturday 10 May", "21 October 2024"]),
      ("en-IN", ["Saturday, 10 May", "21 October 2024"]),
      ("en-ZA", ["Saturday 10 May", "21 October 2024"]),
      ("sv-SE", ["Lördag 10 maj", "21 oktober 2024"]),
      ("nl-NL", ["Zaterdag 10 mei", "21 oktober 2024"]),
      ("pl-PL", ["Sobota, 10 maja", "21 października 2024"]),
      ("ko-KR", ["5월 10일 토요일", "2024년 10월 21일"]),
      ("zh-Hant-TW", ["5月10日星期六", "2024年10月21日"]),
      ("zh-Hant-HK", ["5月10日星期六", "2024年10月21日"]),
      ("he-IL", ["יום שבת, 10 במאי", "21 באוקטובר 2024"]),
      ("it-IT", ["Sabato 10 maggio", "21 ottobre 2024"]),
      ("ar-MA", ["السبت، 10 ماي", "21 أكتوبر 2024"]),
      ("ar-LB", ["السبت، ١٠ أيار", "٢١ تشرين الأول ٢٠٢٤"]),
      ("ar-SA", ["السبت، ١٠ مايو", "٢١ أكتوبر ٢٠٢٤"]),
      ("ar-AE", ["السبت، 10 مايو", "21 أكتوبر 2024"]),
      ("de-AT", ["Samstag, 10. Mai", "21. Oktober 2024"]),
    ]
    for (locale, titles) in expected {
      XCTAssertEqual(Array(headings(locale).suffix(2)), titles, locale)
    }
  }

  /// Without "now" every heading is a full date.
  ///
  /// There is no today, no yesterday and no current year. A day after today (a clock
  /// running ahead) is a date too.
  /// Thai years are the Buddhist era's, as CLDR's calendar for Thailand writes them;
  /// `-u-ca-gregory` asks for the Gregorian year.
  func testThaiYearsAreBuddhist() {
    XCTAssertEqual(headings("th").last, "21 ตุลาคม 2567")
    XCTAssertEqual(headings("th-TH").last, "21 ตุลาคม 2567")
    XCTAssertEqual(headings("th-u-ca-gregory").last, "21 ตุลาคม 2024")
    XCTAssertEqual(headings("en").last, "October 21, 2024")
  }

  func testWithoutNowEveryHeadingIsAFullDate() {
    XCTAssertEqual(
      headings("en", now: nil),
      [
        "October 21, 2025", "October 20, 2025", "October 17, 2025", "May 10, 2025",
        "October 21, 2024",
      ])
    XCTAssertEqual(
      headings("en", now: now.addingTimeInterval(-400 * 86_400)).first, "October 21, 2025")
  }
}
