import Foundation
import XCTest

@testable import BubblePreviewCore

/// The advice the reader gives for its entries: taken by the system for a buffer of at
/// least one huge page, visible in the mapping's flags, and not given for a small one.
final class HugePagesTests: XCTestCase {
  func testALargeBufferIsMarkedForHugePagesAndASmallOneIsLeftAlone() throws {
    #if os(Linux)
      guard FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage") else {
        throw XCTSkip("this kernel has no transparent huge pages")
      }
      let large = UnsafeMutableRawPointer.allocate(byteCount: 8 << 20, alignment: 16)
      defer { large.deallocate() }
      XCTAssertFalse(try Self.flags(of: large).contains("hg"), "no advice yet")
      XCTAssertTrue(HugePages.advise(large, byteCount: 8 << 20))
      XCTAssertTrue(try Self.flags(of: large + (4 << 20)).contains("hg"))

      let small = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
      defer { small.deallocate() }
      XCTAssertFalse(HugePages.advise(small, byteCount: 1 << 20))
    #else
      throw XCTSkip("huge pages are advised on Linux only")
    #endif
  }

  /// The `VmFlags` of the mapping that holds `address`, from `/proc/self/smaps`.
  private static func flags(of address: UnsafeMutableRawPointer) throws -> [String] {
    // Read to the end: the file reports a size of 0, which whole-file readers believe.
    let handle = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/self/smaps"))
    defer { try? handle.close() }
    let smaps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    let target = UInt(bitPattern: address)
    var inside = false
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
        let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
        inside = bounds.count == 2 && bounds[0] <= target && target < bounds[1]
      } else if inside, fields.first == "VmFlags:" {
        return fields.dropFirst().map(String.init)
      }
    }
    XCTFail("no mapping holds \(address)")
    return []
  }
}
