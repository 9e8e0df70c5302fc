import Foundation

/// One golden that failed or was written in a test run, as the review page shows it.
///
/// The comparison is rendered to HTML when the entry is made, from the diff the check
/// already computed, so that a diff is made once per golden and the page is only put
/// together at the end of the run.
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
  /// What happened.
  var kind: Kind
  /// Whether the golden did not exist before the run.
  var isNew: Bool
  /// The diff summary: "2 lines changed".
  var summary: String
  /// Notes a diff cannot show (final newline, normalisation, CI).
  var notes: [String]
  /// The command that accepts or records the output, if any.
  var command: String?
  /// The command that shows the change in a terminal or the chosen diff tool, if any.
  var review: String?
  /// For an HTML golden, the files to show in frames: before and after (either may be
  /// missing), as absolute paths, each with the fragment that scrolls to the change.
  var frames: [Frame]
  /// The comparison as HTML: the JSON key table and the line table; `nil` once the entry's
  /// own process has put it on a page (the run's other process then links to it there).
  var body: String?
  /// The page it is shown on, relative to the artifacts folder, once it is on one.
  var page: String?
  /// Its anchor on ``page``.
  var anchor: String?

  /// One side of an HTML golden shown in a frame.
  struct Frame: Codable, Hashable, Sendable {
    /// "Expected" or "Actual".
    var label: String
    /// The file shown, absolute.
    var path: String?
    /// The id the frame opens at, if any.
    var fragment: String? = nil
  }

  /// The golden's file extension: `txt`, `html`, `json`.
  var fileExtension: String { (name as NSString).pathExtension.lowercased() }

  /// "Changed: 2 lines changed", "Missing: no golden yet", "Recorded: 1 line changed".
  var status: String {
    switch kind {
    case .changed: "Changed: \(summary)"
    case .missing: "Missing: no golden yet, nothing written"
    case .recorded: isNew ? "New golden: \(summary)" : "Re-recorded: \(summary)"
    }
  }
}
