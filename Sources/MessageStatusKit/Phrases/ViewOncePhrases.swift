/// The words of view-once media (``Message/isViewOnce``): its attachment's names, and the
/// status once its recipients opened it.
package struct ViewOncePhrases: Hashable, Sendable {
  /// A view-once photo's name, in place of "Photo": "View-once photo".
  package var photo: String
  /// A view-once video's name, in place of "Video": "View-once video".
  package var video: String
  /// The status once opened: "opened" in the label, "Opened" on the indicator and in the
  /// `text` style.
  package var opened: PlayedPhrases

  /// Creates the words.
  package init(photo: String, video: String, opened: PlayedPhrases) {
    self.photo = photo
    self.video = video
    self.opened = opened
  }
}
