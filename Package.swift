// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MessageStatusKit",
  products: [
    // Core: message state → presentation description.
    .library(name: "MessageStatusKit", targets: ["MessageStatusKit"])
  ],
  dependencies: [],
  targets: [
    // Core
    .target(name: "MessageStatusKit"),

    // Tests
    .testTarget(name: "MessageStatusKitTests", dependencies: ["MessageStatusKit"]),
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
