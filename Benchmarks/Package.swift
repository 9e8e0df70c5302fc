// swift-tools-version: 6.1
import PackageDescription

// A separate package, so the library itself stays dependency-free.
let package = Package(
  name: "MessageStatusBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "MessageStatusKit", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Fixtures, the naive baselines and the check that they match the library's output.
    .target(
      name: "BenchmarkSupport",
      dependencies: [
        .product(name: "MessageStatusKit", package: "MessageStatusKit"),
        .product(name: "MessageStatusRendering", package: "MessageStatusKit"),
      ]
    ),
    // Renders 100,000 bubbles (or reads 100,000 messages) in a loop, for perf or callgrind.
    .executableTarget(
      name: "render-profile",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "_BubblePreviewCoreForBenchmarks", package: "MessageStatusKit"),
        .product(name: "MessageStatusKit", package: "MessageStatusKit"),
        .product(name: "MessageStatusRendering", package: "MessageStatusKit"),
      ]
    ),
    .executableTarget(
      name: "MessageStatusBenchmarks",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "_BubblePreviewCoreForBenchmarks", package: "MessageStatusKit"),
        .product(name: "MessageStatusKit", package: "MessageStatusKit"),
        .product(name: "MessageStatusRendering", package: "MessageStatusKit"),
      ],
      path: "Benchmarks/MessageStatusBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
