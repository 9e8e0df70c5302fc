import MessageStatusKit

extension GalleryWords {
  /// English: the gallery's headings, style names and sample messages.
  package static let english = GalleryWords(
    sections: [
      "One-to-one", "Group, nobody has read yet", "Group, some have read",
      "Group, everyone has read",
    ],
    styles: [
      .ticks: "Ticks", .circles: "Circles", .receiptBadge: "Receipt badge",
      .text: "Text",
    ],
    styleAndSection: "{name}: {text}",
    texts: [
      .lunchQuestion: "Are we still on for lunch?",
      .leavingOffice: "Leaving the office now",
      .callWhenYouLand: "Call me when you land",
      .viewFromTheTop: "The view from the top",
      .tableForTwo: "Booked a table for two",
      .placeOnFifthStreet: "It's the place on 5th Street",
      .seeYouAtNoon: "See you at noon",
      .seeYouAtHalfPast12Instead: "See you at 12:30 instead",
      .tableForThree: "Make that a table for three",
      .runningLate: "Running 5 minutes late",
      .whoIsBringingTheCake: "Who's bringing the cake?",
      .iCanPickItUp: "I can pick it up",
      .orderedChocolate: "Ordered chocolate",
      .pickupAtFour: "Pickup is at 4",
      .tableForSixAtEight: "Table for six at 8",
      .bakeryClosesAtFive: "Bakery closes at 5",
      .partyAtSeven: "Party starts at 7",
      .bringAJacket: "Bring a jacket",
      .ticketsBooked: "Tickets are booked",
      .soundsGood: "Sounds good!",
      .meetingMoved: "Reminder: meeting moved to 3 PM",
      .dinnerMoved: "Dinner moved to 8",
      .thanksEveryone: "Thanks, everyone!",
      .seeYouAtSeven: "See you at 7",
      .canYouSendTheFile: "Can you send me the file?",
      .lunchOnFriday: "Lunch on Friday?",
      .happyNewYear: "Happy new year!\nSee you soon",
      .designTeam: "Design team",
    ])
}
