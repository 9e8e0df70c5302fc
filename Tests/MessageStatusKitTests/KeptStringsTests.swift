import XCTest

@testable import MessageStatusKit

/// Strings kept for the next bubble are the strings a fresh fill writes.
final class KeptStringsTests: XCTestCase {
  func testEachStringIsWrittenOnceAndKept() {
    let kept = KeptStrings(count: 3)
    var writes: [Int] = []
    let write = { (index: Int) -> String in
      writes.append(index)
      return "s\(index)"
    }
    XCTAssertEqual(kept.string(at: 2, write: write), "s2")
    XCTAssertEqual(kept.string(at: 2, write: { _ in "changed" }), "s2")
    XCTAssertEqual(kept.string(at: 0, write: write), "s0")
    XCTAssertEqual(writes, [2, 0])
  }

  /// Inside the kept table (fewer than 32 recipients) and outside it, in languages whose
  /// plural forms and digits differ, each count twice so the second read is a kept one.
  func testReadCountsAreTheWordsTheirPhraseFills() {
    for phrases in [Phrasebook.english, .russian, .arabic] {
      let describer = BubbleDescriber(phrasebook: phrases)
      for total in [0, 1, 2, 5, 11, 31, 32, 40, 101] {
        for count in Set([0, 1, 2, 3, 5, 11, 21, total - 1, total])
        where (0...total).contains(count) {
          for _ in 0..<2 {
            XCTAssertEqual(
              describer.readByLabel(count: count, total: total),
              phrases.labelReadBy.filled(count: count, total: total, in: phrases),
              "\(phrases.language) label \(count) of \(total)")
            XCTAssertEqual(
              describer.readByIcon(count: count, total: total),
              phrases.iconReadBy.filled(count: count, total: total, in: phrases),
              "\(phrases.language) icon \(count) of \(total)")
          }
        }
      }
    }
  }
}
