// swift-tools-version: 6.2
// 6.2 (Xcode 26): the renderers name `UTF8Span`, which only a Swift 6.2 standard library declares
// (they use it behind `#available`, where the system has it).
import PackageDescription

let package = Package(
  name: "MessageStatusKit",
  // The floors: iOS 16, macOS 13 and their siblings of the same year (2022). What the library
  // uses from them is `TimeZone.gmt` (iOS 16, macOS 13); the rest it needs is older. A chat app
  // in 2026 supports about the last three or four releases, so these floors take nobody's
  // devices away. `.ci/availability` checks every use against them. The command-line tool is
  // built for Linux and macOS only.
  platforms: [
    .iOS(.v16), .macOS(.v13), .macCatalyst(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
  ],
  products: [
    // Core: message state → presentation description.
    .library(name: "MessageStatusKit", targets: ["MessageStatusKit"]),
    // The composer: a draft → what its field, counter and send button show and say.
    .library(name: "MessageStatusComposer", targets: ["MessageStatusComposer"]),
    // Renderers: description → text, HTML, JSON.
    .library(name: "MessageStatusRendering", targets: ["MessageStatusRendering"]),
    // Test support: golden-file assertions for an app's own test target.
    .library(name: "MessageStatusTesting", targets: ["MessageStatusTesting"]),
    // Tool: HTML, text or JSON previews of every bubble state.
    .executable(name: "bubble-preview", targets: ["bubble-preview"]),
    // The tool's logic, for the benchmark package only (reading input against JSONDecoder):
    // the underscore says so in an app's list of products; it is no API for apps.
    .library(name: "_BubblePreviewCoreForBenchmarks", targets: ["BubblePreviewCore"]),
  ],
  dependencies: [],
  targets: [
    // Core
    .target(name: "MessageStatusKit"),

    // The composer
    .target(name: "MessageStatusComposer", dependencies: ["MessageStatusKit"]),

    // Renderers
    .target(
      name: "MessageStatusRendering", dependencies: ["MessageStatusKit", "MessageStatusComposer"]
    ),

    // Test support
    .target(
      name: "MessageStatusTesting",
      dependencies: ["MessageStatusKit", "MessageStatusComposer", "MessageStatusRendering"]
    ),

    // Tool: the logic in a library (tested, fuzzed), the executable a thin wrapper.
    .target(
      name: "BubblePreviewCore",
      dependencies: ["MessageStatusKit", "MessageStatusComposer", "MessageStatusRendering"]
    ),
    .executableTarget(name: "bubble-preview", dependencies: ["BubblePreviewCore"]),

    // Tests
    .testTarget(name: "MessageStatusKitTests", dependencies: ["MessageStatusKit"]),
    .testTarget(
      name: "MessageStatusComposerTests",
      dependencies: ["MessageStatusKit", "MessageStatusComposer"]
    ),
    .testTarget(
      name: "MessageStatusRenderingTests",
      dependencies: [
        "MessageStatusKit", "MessageStatusComposer", "MessageStatusRendering",
        "MessageStatusTesting",
      ]
    ),
    .testTarget(
      name: "BubblePreviewTests",
      dependencies: [
        "BubblePreviewCore", "MessageStatusKit", "MessageStatusComposer", "MessageStatusRendering",
        "MessageStatusTesting",
      ]
    ),
    // The README's Swift snippets, compiled, with the values they show.
    .testTarget(
      name: "ReadmeTests",
      dependencies: ["MessageStatusKit", "MessageStatusComposer", "MessageStatusRendering"]
    ),
    .testTarget(
      name: "MessageStatusTestingTests",
      dependencies: [
        "MessageStatusKit", "MessageStatusComposer", "MessageStatusRendering",
        "MessageStatusTesting",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0335-existential-any.md
    .enableUpcomingFeature("ExistentialAny"),
    // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0444-member-import-visibility.md
    .enableUpcomingFeature("MemberImportVisibility"),
    // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0409-access-level-on-imports.md
    .enableUpcomingFeature("InternalImportsByDefault"),
  ]
}
