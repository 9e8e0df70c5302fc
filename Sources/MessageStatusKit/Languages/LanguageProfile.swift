/// What one language brings besides its ``Phrasebook``: how its regions differ, and the
/// preview gallery's headings.
///
/// Each language file defines one (`LanguageProfile.german`); ``Language/profile`` finds it.
package struct LanguageProfile: Sendable {
  /// The language's words, before any region adjusts them.
  package var phrasebook: Phrasebook
  /// The clock of a region (lowercase subtag: `gb`, `419`), from the language's own.
  package var regionalClock: @Sendable (_ region: String, _ base: ClockFormat) -> ClockFormat
  /// The day headings of a region, from the language's own.
  package var regionalDays: @Sendable (_ region: String, _ base: DayHeadings) -> DayHeadings
  /// The digits a region writes when they differ from the language's (CLDR default
  /// numbering system): Latin digits in the Maghreb for Arabic.
  package var regionalNumbering: @Sendable (_ region: String) -> NumberingSystem?
  /// The preview gallery's headings.
  package var galleryTitles: GalleryTitles

  /// Creates a profile; a language without regional variants leaves the closures out.
  package init(
    phrasebook: Phrasebook,
    regionalClock: @escaping @Sendable (String, ClockFormat) -> ClockFormat = { $1 },
    regionalDays: @escaping @Sendable (String, DayHeadings) -> DayHeadings = { $1 },
    regionalNumbering: @escaping @Sendable (String) -> NumberingSystem? = { _ in nil },
    galleryTitles: GalleryTitles
  ) {
    self.phrasebook = phrasebook
    self.regionalClock = regionalClock
    self.regionalDays = regionalDays
    self.regionalNumbering = regionalNumbering
    self.galleryTitles = galleryTitles
  }
}
