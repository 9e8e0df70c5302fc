import Foundation
import XCTest

@testable import BubblePreviewCore

/// An argument that is not UTF-8 is refused with 64 and shown byte for byte: Swift decodes
/// such an argument with U+FFFD in place of its bytes, which named another file (before:
/// `--input` said "no such file" for a file that exists, `--output` wrote a file
/// named with U+FFFD).
final class NonUTF8PathTests: XCTestCase {
  func testAnInputPathThatIsNotUTF8IsRefused() throws {
    let folder = try temporaryFolder(self)
    let run = try BubblePreviewBinary.shell(
      #"cd "\#(folder.path)" && printf '{}' > $'in\xff.json' && "$BP" render --input $'in\xff.json'; echo "status $?""#
    )
    XCTAssertEqual(run.output, "status 64\n")
    XCTAssertEqual(
      run.errors,
      #"bubble-preview: error: argument 3 ('in\x{FF}.json') is not UTF-8; paths and values must "#
        + "be UTF-8 (rename the file, or pass it on standard input)\n")
  }

  func testAnOutputPathThatIsNotUTF8WritesNothing() throws {
    let folder = try temporaryFolder(self)
    let run = try BubblePreviewBinary.shell(
      #"cd "\#(folder.path)" && "$BP" gallery --output $'out\xfe.txt'; echo "status $?""#)
    XCTAssertEqual(run.output, "status 64\n")
    XCTAssertTrue(run.errors.contains(#"argument 3 ('out\x{FE}.txt') is not UTF-8"#), run.errors)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
  }

  func testBytesAreShownAsTextWhereTheyDecode() {
    let output = StringTarget()
    let errors = StringTarget()
    let status = PreviewCommand.run(
      ["render"], standardInput: { _ in [] }, output: output, errors: errors,
      argumentBytes: [Array("render".utf8), [0x63, 0x61, 0x66, 0xC3, 0xA9, 0x27, 0xC3, 0x28]])
    XCTAssertEqual(status, 64)
    XCTAssertEqual(
      errors.text,
      #"bubble-preview: error: argument 2 ('café\'\x{C3}(') is not UTF-8; paths and values "#
        + "must be UTF-8 (rename the file, or pass it on standard input)\n")
  }
}
