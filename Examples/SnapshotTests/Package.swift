// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A chat app's package that snapshots its bubbles with MessageStatusTesting, in XCTest and in
// Swift Testing. It depends on the library by path; an app depends on it by URL instead (the
// README shows this manifest that way):
//   .package(url: "https://github.com/messagestatuskit/MessageStatusKit.git", branch: "main")
// and names it `package: "MessageStatusKit"`, the URL's last component. A path dependency is
// named after its folder, which is whatever the clone is called, so it is worked out here.
let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardizedFileURL
let libraryPackage = library.lastPathComponent

// readme:begin install
let package = Package(
  name: "SnapshotTests",
  // The library's deployment targets: an app may declare newer ones, never older.
  platforms: [
    .iOS(.v16), .macOS(.v13), .macCatalyst(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
  ],
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
  swiftLanguageModes: [.v6]
)
// readme:end install
