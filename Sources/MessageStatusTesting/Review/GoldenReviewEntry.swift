import Foundation

/// One golden that failed or was written in a test run, as the review page shows it.
struct GoldenReviewEntry: Codable, Hashable, Sendable {
  /// What happened to the golden.
  enum Kind: String, Codable, Hashable, Sendable {
    /// The golden differs from the output and was left alone.
    case changed
    /// There is no golden and none was written.
    case missing
    /// The golden was written (new, or rewritten by record mode `failed` or `all`).
    case recorded
  }

  /// The test, as `Module.Suite/test()` or `Module.Class/testMethod`.
  var test: String
  /// The golden's path relative to `Goldens/`: `html/thread.html`.
  var name: String
  /// The golden's full path.
  var golden: String
  /// Where the actual output was written, if it was.
  var artifact: String?
  /// What happened.
  var kind: Kind
  /// The diff summary: "2 lines changed".
  var summary: String
  /// Notes a diff cannot show (final newline, normalisation, CI).
  var notes: [String]
  /// The command that accepts or records the output.
  var command: String?
  /// The golden's bytes before the run, when there was one.
  var expected: Data?
  /// The output's bytes.
  var actual: Data

  /// The golden's file extension: `txt`, `html`, `json`.
  var fileExtension: String { (name as NSString).pathExtension.lowercased() }
}
