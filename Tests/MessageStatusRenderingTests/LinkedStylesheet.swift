import MessageStatusRendering
import MessageStatusTesting
import XCTest

/// HTML goldens as the repository keeps them.
///
/// The stylesheet every page shares (`HTMLRenderer.sharedStylesheet`) is one golden of its
/// own, `Goldens/html/messagestatuskit.css`, which each page links in its place, so that a
/// change of a rule is one reviewed diff rather than one in every page. What a page's
/// palette, sizes and notices add stays in its own `<style>`. The HTML audit loads the
/// link, so it still sees every page as drawn.
enum LinkedStylesheet {
  static let fileName = GoldenCompanion.stylesheet.fileName

  /// `output` as its golden keeps it: an HTML page with the shared stylesheet linked from
  /// a golden in `folder` (`html`, `composer`), any other format as it is.
  static func golden(_ output: String, format: OutputFormat, folder: String) -> String {
    guard format == .html else { return output }
    let href = folder == "html" ? fileName : "../html/\(fileName)"
    let linked = GoldenCompanion.linkingStylesheet(output, href: href)
    if linked == output { XCTFail("an HTML page without the shared stylesheet in its <style>") }
    return linked
  }
}
