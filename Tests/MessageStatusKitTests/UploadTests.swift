import Foundation
import MessageStatusKit
import XCTest

/// An attachment being uploaded: a stage of sending with a ring, the percent in the
/// language's own pattern, Cancel; a fraction never moves back; a new fraction is a small
/// change; a message that only says sending keeps its words.
final class UploadTests: XCTestCase {
  private func uploading(
    _ fraction: Double?, attachment: AttachmentKind? = .photo, text: String = ""
  ) -> Message {
    var message = Fixtures.outgoing(.sending, text: text, attachment: attachment)
    message.upload = UploadProgress(fraction: fraction)
    return message
  }

  func testAPhotoUploadingShowsItsRingAndSaysThePercent() throws {
    for style in StatusStyle.allCases {
      let bubble = Fixtures.describe(uploading(0.4), .init(style: style))
      let status = try XCTUnwrap(bubble.status)
      XCTAssertEqual(status.state, .sending, "\(style)")
      XCTAssertEqual(status.upload, UploadIndicator(fraction: 0.4, percentText: "40%"), "\(style)")
      if style == .text {
        XCTAssertEqual(status.text, "Uploading, 40%")
      } else {
        XCTAssertEqual(status.symbols, [.arrowUpCircle], "\(style)")
      }
      XCTAssertEqual(status.accessibilityLabel, "Uploading, 40%", "\(style)")
      XCTAssertEqual(bubble.accessibilityLabel, "Photo, uploading, 40%", "\(style)")
      XCTAssertEqual(bubble.accessibility.stateDescription, "uploading, 40%", "\(style)")
      // Cancel is an action, not what tapping the bubble does.
      XCTAssertEqual(bubble.actions.map(\.id), [.cancel], "\(style)")
      XCTAssertEqual(bubble.actions.map(\.label), ["Cancel"], "\(style)")
      XCTAssertEqual(bubble.actions.map(\.isDestructive), [false], "\(style)")
      XCTAssertNil(bubble.accessibility.defaultAction, "\(style)")
      XCTAssertEqual(bubble.accessibility.role, .text, "\(style)")
    }
  }

  func testAnUnknownFractionSaysUploadingWithoutANumber() throws {
    let bubble = Fixtures.describe(uploading(nil, attachment: .voice))
    XCTAssertEqual(bubble.status?.upload, UploadIndicator(fraction: nil, percentText: nil))
    XCTAssertEqual(bubble.status?.symbols, [.arrowUpCircle])
    XCTAssertEqual(bubble.accessibilityLabel, "Voice message, uploading")
    let text = Fixtures.describe(uploading(nil), .init(style: .text))
    XCTAssertEqual(text.status?.text, "Uploading…")
  }

  /// What is shown and spoken is the whole percent below: 100% only when it is done.
  func testThePercentIsRoundedDown() {
    XCTAssertEqual(UploadProgress(fraction: 0.999).percent, 99)
    XCTAssertEqual(UploadProgress(fraction: 1).percent, 100)
    XCTAssertEqual(UploadProgress(fraction: 0.0099).percent, 0)
    XCTAssertEqual(Fixtures.describe(uploading(0.999)).status?.upload?.percentText, "99%")
    // Kept to the nearest ten-thousandth: 0.57 × 10,000 is 5,699.999… in binary.
    for percent in 0...100 {
      XCTAssertEqual(UploadProgress(fraction: Double(percent) / 100).percent, percent)
    }
    XCTAssertEqual(UploadProgress(fraction: 0.99999).percent, 99, "not 100 before it is done")
  }

  /// A complete upload of a message still sending is a plain send: the clock, no Cancel.
  func testACompleteUploadIsAPlainSend() {
    let plain = Fixtures.describe(Fixtures.outgoing(.sending, text: "", attachment: .photo))
    XCTAssertEqual(Fixtures.describe(uploading(1)), plain)
    XCTAssertEqual(plain.status?.symbols, [.clock])
    XCTAssertEqual(plain.actions, [])
  }

  /// A retry, from failed, starts a new upload: its fraction is the new one's.
  func testARetryStartsANewUpload() {
    var failed = uploading(0.8)
    failed.state = .failed
    let sending = uploading(0.8).merging(failed)
    XCTAssertEqual(sending.merging(uploading(0.05)).upload?.fraction, 0.05)
  }

  /// The core is total: a fraction outside 0…1 is clamped, one that is not a number is
  /// unknown; decoding refuses either.
  func testFractionsOutsideTheRange() throws {
    XCTAssertEqual(UploadProgress(fraction: 1.7).fraction, 1)
    XCTAssertEqual(UploadProgress(fraction: -3).fraction, 0)
    XCTAssertNil(UploadProgress(fraction: .nan).fraction)
    XCTAssertEqual(UploadProgress(fraction: .infinity).fraction, 1)
    XCTAssertEqual(UploadProgress(fraction: 0.12344).fraction, 0.1234)
    let decoder = JSONDecoder()
    XCTAssertThrowsError(
      try decoder.decode(UploadProgress.self, from: Data(#"{"fraction": 1.5}"#.utf8)))
    XCTAssertEqual(try decoder.decode(UploadProgress.self, from: Data("{}".utf8)), .unknown)
    XCTAssertEqual(
      try decoder.decode(UploadProgress.self, from: Data(#"{"fraction": null}"#.utf8)), .unknown)
  }

  /// The percent follows each language's CLDR pattern, in its digits, after its separator.
  func testThePercentInEachLanguagesPattern() {
    let cases: [(String, String, String)] = [
      ("de", "40\u{00A0}%", "Foto, wird hochgeladen, 40\u{00A0}%"),
      ("tr", "%40", "Fotoğraf, yükleniyor, %40"),
      ("ar", "٤٠٪\u{061C}", "صورة، جارٍ الرفع، ٤٠٪\u{061C}"),
      ("ja", "40%", "写真、アップロード中、40%"),
    ]
    for (locale, percent, label) in cases {
      let bubble = Fixtures.describe(uploading(0.4), .init(locale: locale))
      XCTAssertEqual(bubble.status?.upload?.percentText, percent, locale)
      XCTAssertEqual(bubble.accessibilityLabel, label, locale)
    }
  }

  /// A message that only says sending, one without an attachment, one paused and one
  /// further along keep what they said before.
  func testWhereAnUploadIsIgnored() {
    let sending = Fixtures.describe(Fixtures.outgoing(.sending, text: "Hi"))
    XCTAssertEqual(sending.status?.symbols, [.clock])
    XCTAssertEqual(
      Fixtures.describe(uploading(0.4, attachment: nil, text: "Hi")), sending,
      "no attachment: nothing uploads")
    var paused = uploading(0.4)
    paused.pause = .waitingForNetwork
    let bubble = Fixtures.describe(paused)
    XCTAssertNil(bubble.status?.upload)
    XCTAssertEqual(bubble.status?.symbols, [.pauseCircle])
    for state in DeliveryState.allCases where state != .sending {
      var message = Fixtures.outgoing(state, text: "", attachment: .photo)
      let plain = Fixtures.describe(message)
      message.upload = UploadProgress(fraction: 0.4)
      XCTAssertEqual(Fixtures.describe(message), plain, "\(state)")
    }
  }

  /// Upload and a plain send differ in shape and words, with Differentiate Without Color
  /// too.
  func testUploadingDiffersFromSendingInShapeAndWords() {
    for style in StatusStyle.allCases {
      for differentiate in [false, true] {
        let options = BubbleDescription.Options(
          style: style, differentiateWithoutColor: differentiate)
        let sending = Fixtures.describe(
          Fixtures.outgoing(.sending, text: "", attachment: .photo), options)
        let upload = Fixtures.describe(uploading(0.4), options)
        XCTAssertNotEqual(sending.status?.content, upload.status?.content, "\(style)")
        XCTAssertNotEqual(sending.accessibilityLabel, upload.accessibilityLabel, "\(style)")
      }
    }
  }

  /// The latest report wins, but a report of the same upload never moves its fraction
  /// back, and an unknown fraction never hides a known one; a report without an upload
  /// ends it.
  func testMergingNeverMovesBack() {
    XCTAssertEqual(uploading(0.6).merging(uploading(0.4)).upload?.fraction, 0.6)
    XCTAssertEqual(uploading(0.4).merging(uploading(0.6)).upload?.fraction, 0.6)
    XCTAssertEqual(uploading(0.4).merging(uploading(nil)).upload?.fraction, 0.4)
    XCTAssertEqual(uploading(nil).merging(uploading(0.2)).upload?.fraction, 0.2)
    let ended = uploading(0.4).merging(Fixtures.outgoing(.sending, text: "", attachment: .photo))
    XCTAssertNil(ended.upload)
    let sent = uploading(0.9).merging(Fixtures.outgoing(.sent, text: "", attachment: .photo))
    XCTAssertEqual(Fixtures.describe(sent).status?.state, .sent)
  }

  /// A new fraction is a small change: no motion, no haptic, nothing announced.
  ///
  /// Starting an upload fades; completing it is the usual move to sent.
  func testTransitions() {
    let progress = Fixtures.describe(uploading(0.6), previous: uploading(0.4))
    XCTAssertEqual(progress.transition, .none)
    let started = Fixtures.describe(
      uploading(0.1), previous: Fixtures.outgoing(.sending, text: "", attachment: .photo))
    XCTAssertTrue(started.transition.animated)
    XCTAssertNil(started.transition.haptic)
    XCTAssertNil(started.transition.announcement)
    let done = Fixtures.outgoing(.sent, text: "", attachment: .photo)
    let completed = Fixtures.describe(done, previous: uploading(1))
    XCTAssertEqual(
      completed.transition,
      Fixtures.describe(
        done, previous: Fixtures.outgoing(.sending, text: "", attachment: .photo)
      ).transition)
    XCTAssertEqual(completed.transition.haptic, .confirm)
  }

  func testAnUploadIsEncodedAndReadBack() throws {
    let message = uploading(0.4)
    let data = try JSONEncoder().encode(message)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual((object["upload"] as? [String: Any])?["fraction"] as? Double, 0.4)
    XCTAssertEqual(try JSONDecoder().decode(Message.self, from: data), message)
    let unknown = try JSONEncoder().encode(uploading(nil))
    XCTAssertTrue(String(decoding: unknown, as: UTF8.self).contains(#""upload":{}"#))
    let plain = try JSONEncoder().encode(Fixtures.outgoing(.sending))
    XCTAssertFalse(String(decoding: plain, as: UTF8.self).contains("upload"))
  }
}
