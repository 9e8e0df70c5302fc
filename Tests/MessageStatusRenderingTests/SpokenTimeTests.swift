import Foundation
import XCTest

@testable import MessageStatusKit
@testable import MessageStatusRendering

/// What is heard after a bubble's label is its time, once, in words that say which time it
/// is where the label holds another: the rule front ends follow (`timeLabel ?? timestamp`,
/// as the README's SwiftUI sketch and the HTML page speak it), checked on the description.
final class SpokenTimeTests: XCTestCase {
  func testEachTimeIsHeardOnceAndSaysWhichInEveryStyleAndLanguage() throws {
    let instants = ISO8601DateFormatter()
    for language in Language.allCases {
      var labelled = 0
      for style in StatusStyle.allCases {
        let options = BubbleDescription.Options(style: style, locale: language.code)
        let phrases = BubbleDescriber(options: options).phrases
        let clock = TimestampFormatter(
          clock: phrases.clock, timeZone: options.timeZone, numbering: phrases.numbering)
        for bubble in Gallery.sections(options: options).flatMap(\.bubbles) {
          let a = bubble.accessibility
          let heard = a.label + a.separator + (a.timeLabel ?? bubble.timestamp)
          let context = "\(language.code) \(style.rawValue) \(bubble.id): \(heard)"
          XCTAssertEqual(heard.components(separatedBy: bubble.timestamp).count - 1, 1, context)
          let readTime = try bubble.status?.readInstant.map {
            clock.string(from: try XCTUnwrap(instants.date(from: $0)))
          }
          guard let readTime, a.stateDescription.contains(readTime) else {
            XCTAssertNil(a.timeLabel, context)
            continue
          }
          // Two times: the read time once, and the bubble's own in words of their own.
          labelled += 1
          XCTAssertEqual(heard.components(separatedBy: readTime).count - 1, 1, context)
          let timeLabel = try XCTUnwrap(a.timeLabel, context)
          XCTAssertTrue(timeLabel.contains(bubble.timestamp), context)
          XCTAssertNotEqual(timeLabel, bubble.timestamp, context)
        }
      }
      // The text style shows read times: the check above met some in every language.
      XCTAssertGreaterThan(labelled, 0, language.code)
    }
  }
}
