import Foundation
import MessageStatusKit
import XCTest

/// View-once media: a photo or video named as such, which says "Opened" with an eye once
/// its recipients opened it, by the group policy's measure, like a voice message played.
final class ViewOnceTests: XCTestCase {
  private func media(
    _ kind: AttachmentKind = .photo, _ state: DeliveryState = .read,
    openedBy: [UserID] = ["alice"]
  ) -> Message {
    var message = Fixtures.outgoing(state, text: "", attachment: kind)
    message.isViewOnce = true
    for user in openedBy { message.record(.played, for: user) }
    return message
  }

  func testAnOpenedPhotoShowsAnEyeAndSaysOpened() throws {
    for style in StatusStyle.allCases {
      let bubble = Fixtures.describe(media(), .init(style: style))
      XCTAssertEqual(bubble.attachment?.label, "View-once photo")
      XCTAssertEqual(bubble.attachment?.isViewOnce, true)
      let status = try XCTUnwrap(bubble.status)
      XCTAssertEqual(status.state, .read, "\(style): the five states stay five")
      XCTAssertTrue(status.played, "\(style)")
      switch status.content {
      case .symbols(let symbols, _): XCTAssertEqual(symbols, [.eye], "\(style)")
      case .text(let text, _): XCTAssertEqual(text, "Opened", "\(style)")
      case .badge(let badge): XCTAssertEqual(badge.symbol, .eye, "\(style)")
      }
      XCTAssertEqual(status.accessibilityLabel, "Opened", "\(style)")
      XCTAssertEqual(bubble.accessibilityLabel, "View-once photo, opened", "\(style)")
    }
  }

  /// Opened differs from read in shape and words, with Differentiate Without Color too.
  func testOpenedDiffersFromReadAndFromPlayed() {
    for style in StatusStyle.allCases {
      for differentiate in [false, true] {
        let options = BubbleDescription.Options(
          style: style, differentiateWithoutColor: differentiate)
        let read = Fixtures.describe(media(openedBy: []), options)
        let opened = Fixtures.describe(media(.video), options)
        XCTAssertEqual(read.accessibilityLabel, "View-once photo, read")
        XCTAssertEqual(opened.accessibilityLabel, "View-once video, opened")
        XCTAssertNotEqual(read.status?.content, opened.status?.content, "\(style)")
        var voice = Fixtures.outgoing(.read, text: "", attachment: .voice)
        voice.record(.played, for: "alice")
        XCTAssertNotEqual(
          Fixtures.describe(voice, options).status?.content, opened.status?.content, "\(style)")
      }
    }
  }

  /// Only a photo or video is view-once: anything else reads as it does without the flag.
  func testOtherMessagesIgnoreIt() {
    for kind in AttachmentKind.allCases where ![.photo, .video].contains(kind) {
      var flagged = media(kind)
      let plain = Fixtures.describe(flagged)
      flagged.isViewOnce = false
      XCTAssertEqual(plain, Fixtures.describe(flagged), "\(kind)")
    }
    var text = Fixtures.outgoing(.read)
    text.isViewOnce = true
    XCTAssertEqual(Fixtures.describe(text).accessibilityLabel, "Hello world, read")
  }

  /// In a group, opened by the policy's measure; hidden read receipts hide it.
  func testInAGroupByThePolicysMeasure() {
    let everyone = Set(Fixtures.groupRecipients)
    var some = Fixtures.outgoing(
      .read, text: "", attachment: .photo, deliveredTo: everyone, readBy: everyone)
    some.isViewOnce = true
    some.record(.played, for: "alice")
    let all = BubbleDescription.Options(groupPolicy: .allRecipients)
    let any = BubbleDescription.Options(groupPolicy: .anyRecipient)
    XCTAssertEqual(Fixtures.describe(some, in: Fixtures.group, all).status?.played, false)
    XCTAssertEqual(Fixtures.describe(some, in: Fixtures.group, any).status?.played, true)
    let hidden = Fixtures.describe(media(), .init(readReceipts: .hidden))
    XCTAssertEqual(hidden.status?.played, false)
    XCTAssertEqual(hidden.accessibilityLabel, "View-once photo, delivered")
  }

  /// Once a report says view-once, the message stays so; it is encoded and read back.
  func testItIsKeptAndCoded() throws {
    var plain = media()
    plain.isViewOnce = false
    XCTAssertTrue(media().merging(plain).isViewOnce)
    XCTAssertTrue(plain.merging(media()).isViewOnce)
    let message = media()
    let data = try JSONEncoder().encode(message)
    XCTAssertTrue(String(decoding: data, as: UTF8.self).contains(#""viewOnce":true"#))
    XCTAssertEqual(try JSONDecoder().decode(Message.self, from: data), message)
    let bubble = Fixtures.describe(message)
    XCTAssertEqual(
      try JSONDecoder().decode(BubbleDescription.self, from: JSONEncoder().encode(bubble)), bubble)
  }

  func testTheWordsInOtherLanguages() {
    let japanese = Fixtures.describe(media(), .init(locale: "ja"))
    XCTAssertEqual(japanese.attachment?.label, "1回だけ表示できる写真")
    XCTAssertEqual(japanese.status?.accessibilityLabel, "開封済み")
    let row = BubbleDescriber().describeRow(media(), in: Fixtures.direct)
    XCTAssertEqual(row.preview, "You: View-once photo")
  }
}
