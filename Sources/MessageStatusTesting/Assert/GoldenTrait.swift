#if canImport(Testing)
  public import Testing

  /// A Swift Testing trait that sets the golden record mode for a test or a whole suite.
  ///
  /// ```swift
  /// @Suite(.goldens(record: .missing))
  /// struct BubbleGoldens {
  ///   @Test(.goldens(record: .failed)) func thread() { … }
  /// }
  /// ```
  ///
  /// The innermost setting wins, and a `record:` argument to `assertGolden` wins over all
  /// traits; `CI` and `GOLDEN_RECORD` win over code (see ``GoldenRecordDecision``).
  public struct GoldenTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode for the goldens of the test or suite.
    public var record: GoldenRecordMode

    /// Applies to every test in a suite, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs the test with ``record`` as the record mode set in code.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await GoldenSettings.$record.withValue(record) { try await function() }
    }
  }

  extension Trait where Self == GoldenTrait {
    /// Records goldens of this test or suite in `mode` (unless `CI` or `GOLDEN_RECORD`
    /// decide otherwise).
    public static func goldens(record mode: GoldenRecordMode) -> Self {
      GoldenTrait(record: mode)
    }
  }
#endif
