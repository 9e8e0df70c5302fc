// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A chat app's package that snapshots its bubbles with MessageStatusTesting, in XCTest and in
// Swift Testing. It depends on the library by path; an app depends on it by URL instead:
//   .package(url: "https://github.com/<owner>/MessageStatusKit.git", from: "1.0.0")
// and names it `package: "MessageStatusKit"`. A path dependency is named after its folder,
// which is whatever the clone is called, so it is worked out here.
let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardizedFileURL
let libraryPackage = library.lastPathComponent

let package = Package(
  name: "SnapshotTests",
  // readme:begin install
  dependencies: [.package(path: library.path)],
  targets: [
    // The app's code: which bubbles it shows for its messages.
    .target(
      name: "ChatBubbles",
      dependencies: [.product(name: "MessageStatusKit", package: libraryPackage)]
    ),
    // Its snapshot tests: goldens in Goldens/, found from the test files.
    .testTarget(
      name: "ChatBubblesTests",
      dependencies: [
        "ChatBubbles",
        .product(name: "MessageStatusKit", package: libraryPackage),
        .product(name: "MessageStatusRendering", package: libraryPackage),
        .product(name: "MessageStatusTesting", package: libraryPackage),
      ]
    ),
  ],
  // readme:end install
  swiftLanguageModes: [.v6]
)
