import MessageStatusKit

extension Gallery {
  /// The gallery's headings in one language; each language's file holds its own.
  typealias Titles = GalleryTitles
}
