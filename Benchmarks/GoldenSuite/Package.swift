// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Golden (snapshot) testing side by side: this repository's MessageStatusTesting against
// pointfreeco/swift-snapshot-testing, over the same 2,000 values and the same renderer output.
// A client package, as an app's test target would use both; `run.py` drives it (it copies the
// package out of the repository first and times `swift test` for each library and format).

/// The library's path, relative to this folder.
///
/// run.py rewrites this one line in its copy to an absolute path.
let libraryPath = "../.."
/// The library's folder.
///
/// A path dependency is named after its folder (whatever the clone or copy is called), so
/// the name is worked out here, as in Examples/SnapshotTests.
let library = URL(
  fileURLWithPath: libraryPath,
  relativeTo: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
).standardizedFileURL
/// The name the library's products are found under: its folder's name.
let libraryPackage = library.lastPathComponent

/// The benchmark package: the values, and one test class per library.
let package = Package(
  name: "GoldenSuite",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(path: library.path),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
  ],
  targets: [
    // The 2,000 values both libraries compare, and their changed variant.
    .target(
      name: "GoldenSuiteFixtures",
      dependencies: [.product(name: "MessageStatusKit", package: libraryPackage)]
    ),
    // One XCTest class per library, a text and a JSON test each, plus a baseline.
    .testTarget(
      name: "GoldenSuiteTests",
      dependencies: [
        "GoldenSuiteFixtures",
        .product(name: "MessageStatusKit", package: libraryPackage),
        .product(name: "MessageStatusRendering", package: libraryPackage),
        .product(name: "MessageStatusTesting", package: libraryPackage),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
