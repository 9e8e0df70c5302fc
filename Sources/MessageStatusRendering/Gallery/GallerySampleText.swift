/// One message the gallery shows, named by what it says; each language writes its own
/// words for it (``GalleryWords/texts``), as a person would text it in that language.
///
/// English's words are the cases' documentation. A language missing one is a failing
/// test, not English in silence.
package enum GallerySampleText: String, CaseIterable, Hashable, Sendable {
  /// "Are we still on for lunch?": Alice asks.
  case lunchQuestion
  /// "Leaving the office now".
  case leavingOffice
  /// "Call me when you land".
  case callWhenYouLand
  /// "The view from the top": a photo's caption.
  case viewFromTheTop
  /// "Booked a table for two".
  case tableForTwo
  /// "It's the place on 5th Street".
  case placeOnFifthStreet
  /// "See you at noon".
  case seeYouAtNoon
  /// "See you at 12:30 instead": an edit.
  case seeYouAtHalfPast12Instead
  /// "Make that a table for three": an edit.
  case tableForThree
  /// "Running 5 minutes late".
  case runningLate
  /// "Who's bringing the cake?": Alice asks the group.
  case whoIsBringingTheCake
  /// "I can pick it up".
  case iCanPickItUp
  /// "Ordered chocolate".
  case orderedChocolate
  /// "Pickup is at 4".
  case pickupAtFour
  /// "Table for six at 8".
  case tableForSixAtEight
  /// "Bakery closes at 5".
  case bakeryClosesAtFive
  /// "Party starts at 7".
  case partyAtSeven
  /// "Bring a jacket".
  case bringAJacket
  /// "Tickets are booked".
  case ticketsBooked
  /// "Sounds good!": Bob answers.
  case soundsGood
  /// "Reminder: meeting moved to 3 PM": to a group of 150.
  case meetingMoved
  /// "Dinner moved to 8".
  case dinnerMoved
  /// "Thanks, everyone!".
  case thanksEveryone
  /// "See you at 7": a conversation list's last message.
  case seeYouAtSeven
  /// "Can you send me the file?": a conversation list's last message.
  case canYouSendTheFile
  /// "Lunch on Friday?": a conversation list's last message.
  case lunchOnFriday
  /// "Happy new year!" and "See you soon" on a second line: a conversation list's last
  /// message.
  case happyNewYear
  /// "Design team": a group's title in the conversation list.
  case designTeam
}
