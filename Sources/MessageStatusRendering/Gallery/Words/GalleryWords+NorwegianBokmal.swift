import MessageStatusKit

extension GalleryWords {
  /// Norwegian Bokmål: the gallery's headings, style names and sample messages.
  package static let norwegianBokmal = GalleryWords(
    sections: [
      "Samtale mellom to", "Gruppe, ingen har lest ennå", "Gruppe, noen har lest",
      "Gruppe, alle har lest",
    ],
    styles: [
      .ticks: "Haker", .circles: "Sirkler", .receiptBadge: "Lest-merke", .text: "Tekst",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Blir det fortsatt lunsj?",
      .leavingOffice: "Drar fra kontoret nå",
      .callWhenYouLand: "Ring meg når du har landet",
      .viewFromTheTop: "Utsikten fra toppen",
      .tableForTwo: "Har bestilt bord til to",
      .placeOnFifthStreet: "Det er stedet i Storgata",
      .seeYouAtNoon: "Vi ses kl. 12",
      .seeYouAtHalfPast12Instead: "Vi ses heller kl. 12.30",
      .tableForThree: "Det blir bord til tre",
      .runningLate: "Blir 5 minutter forsinket",
      .whoIsBringingTheCake: "Hvem tar med kaka?",
      .iCanPickItUp: "Jeg kan hente den",
      .orderedChocolate: "Bestilte sjokoladekake",
      .pickupAtFour: "Henting kl. 16",
      .tableForSixAtEight: "Bord til seks kl. 20",
      .bakeryClosesAtFive: "Bakeriet stenger kl. 17",
      .partyAtSeven: "Festen starter kl. 19",
      .bringAJacket: "Ta med jakke",
      .ticketsBooked: "Billettene er bestilt",
      .soundsGood: "Høres bra ut!",
      .meetingMoved: "Påminnelse: Møtet er flyttet til kl. 15",
      .dinnerMoved: "Middagen er flyttet til kl. 20",
      .thanksEveryone: "Takk, alle sammen!",
      .seeYouAtSeven: "Vi ses kl. 19",
      .canYouSendTheFile: "Kan du sende meg filen?",
      .lunchOnFriday: "Lunsj på fredag?",
      .happyNewYear: "Godt nyttår!\nVi ses snart",
      .designTeam: "Designteam",
    ])
}
