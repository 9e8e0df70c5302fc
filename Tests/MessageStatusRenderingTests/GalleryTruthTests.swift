import MessageStatusKit
import MessageStatusRendering
import XCTest

/// Every gallery section heading is true of every bubble under it, in every style and
/// group policy (before: "Group, everyone has read" held a message 120 of 150
/// had read, shown as "Sent").
final class GalleryTruthTests: XCTestCase {
  func testEachHeadingIsTrueOfItsBubbles() {
    XCTAssertEqual(
      Gallery.samples.map(\.title),
      [
        "One-to-one", "Group, nobody has read yet", "Group, some have read",
        "Group, everyone has read",
      ])
    var checked = 0
    for style in StatusStyle.allCases {
      for policy in GroupPolicy.allCases {
        let describer = BubbleDescriber(options: .init(style: style, groupPolicy: policy))
        for (index, section) in Gallery.samples.enumerated() {
          for sample in section.samples where sample.message.sender == sample.conversation.viewer {
            let message = sample.message
            let recipients = Set(sample.conversation.participants).subtracting([message.sender])
            let readers = message.readBy.intersection(recipients).count
            let bubble = describer.describe(message, in: sample.conversation)
            let shown = bubble.status?.state
            let context = "\(style) \(policy) \(section.title): \(message.text)"
            switch index {
            case 0:
              XCTAssertEqual(recipients.count, 1, context)
            case 1:
              XCTAssertGreaterThan(recipients.count, 1, context)
              XCTAssertEqual(readers, 0, context)
              XCTAssertNotEqual(shown, .read, context)
            case 2:
              XCTAssertGreaterThan(readers, 0, context)
              XCTAssertLessThan(readers, recipients.count, context)
            default:
              XCTAssertEqual(readers, recipients.count, context)
              XCTAssertEqual(shown, .read, context)
            }
            checked += 1
          }
        }
      }
    }
    XCTAssertGreaterThan(checked, 100)
  }
}
