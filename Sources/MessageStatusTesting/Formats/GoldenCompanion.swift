import Foundation
import MessageStatusRendering

/// A file the goldens of one format link, kept once in each golden folder beside them and
/// checked and recorded with each of them: the HTML formats' shared stylesheet, so that a
/// change of a CSS rule is one reviewed diff, not one in every page.
///
/// No test owns it: every test whose golden links it checks it, under the same record
/// mode, so a changed stylesheet fails (or is recorded by) the first test that meets it.
public struct GoldenCompanion: Hashable, Sendable {
  /// The file's name in the golden's folder: `messagestatuskit.css`.
  public var fileName: String
  /// Its whole text.
  public var text: String

  /// Creates a companion file.
  public init(fileName: String, text: String) {
    self.fileName = fileName
    self.text = text
  }

  /// The stylesheet every HTML page of the library shares, as `messagestatuskit.css`.
  public static var stylesheet: GoldenCompanion {
    GoldenCompanion(fileName: "messagestatuskit.css", text: HTMLRenderer.sharedStylesheet)
  }

  /// `page` with the shared stylesheet linked from `href` (the file beside it by default).
  ///
  /// The stylesheet leaves the page's `<style>`; what the page's palette, sizes and notices
  /// add stays there. A page without the shared stylesheet is returned as it is.
  package static func linkingStylesheet(_ page: String, href: String? = nil) -> String {
    guard let shared = page.range(of: HTMLRenderer.sharedStylesheet),
      let style = page.range(of: "<style>\n"), style.upperBound <= shared.lowerBound
    else { return page }
    return page[..<style.lowerBound]
      + "<link rel=\"stylesheet\" href=\"\(href ?? stylesheet.fileName)\">\n"
      + page[style.lowerBound..<shared.lowerBound] + page[shared.upperBound...]
  }
}

extension GoldenFormat {
  /// An HTML format whose pages link the shared stylesheet (``GoldenCompanion/stylesheet``)
  /// kept beside them, from a renderer's whole page.
  static func linkedHTML(_ page: @escaping @Sendable (Value) -> String) -> GoldenFormat {
    GoldenFormat(fileExtension: HTMLRenderer.fileExtension, companion: .stylesheet) {
      GoldenCompanion.linkingStylesheet(page($0))
    }
  }
}
