import MessageStatusKit

extension GalleryWords {
  /// Danish: the gallery's headings, style names and sample messages.
  package static let danish = GalleryWords(
    sections: [
      "Chat mellem to", "Gruppe, ingen har læst endnu", "Gruppe, nogle har læst",
      "Gruppe, alle har læst",
    ],
    styles: [
      .ticks: "Flueben", .circles: "Cirkler", .receiptBadge: "Læst-mærke", .text: "Tekst",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Skal vi stadig spise frokost sammen?",
      .leavingOffice: "Går fra kontoret nu",
      .callWhenYouLand: "Ring, når du er landet",
      .viewFromTheTop: "Udsigten fra toppen",
      .tableForTwo: "Har booket et bord til to",
      .placeOnFifthStreet: "Det er stedet på Vesterbrogade",
      .seeYouAtNoon: "Vi ses kl. 12",
      .seeYouAtHalfPast12Instead: "Vi ses kl. 12.30 i stedet",
      .tableForThree: "Det bliver et bord til tre",
      .runningLate: "Kommer 5 minutter for sent",
      .whoIsBringingTheCake: "Hvem tager kagen med?",
      .iCanPickItUp: "Jeg kan hente den",
      .orderedChocolate: "Har bestilt en chokoladekage",
      .pickupAtFour: "Afhentning kl. 16",
      .tableForSixAtEight: "Bord til seks kl. 20",
      .bakeryClosesAtFive: "Bageren lukker kl. 17",
      .partyAtSeven: "Festen starter kl. 19",
      .bringAJacket: "Tag en jakke med",
      .ticketsBooked: "Billetterne er booket",
      .soundsGood: "Lyder godt!",
      .meetingMoved: "Påmindelse: Mødet er flyttet til kl. 15",
      .dinnerMoved: "Middagen er rykket til kl. 20",
      .thanksEveryone: "Tak, alle sammen!",
      .seeYouAtSeven: "Vi ses kl. 19",
      .canYouSendTheFile: "Kan du sende mig filen?",
      .lunchOnFriday: "Frokost på fredag?",
      .happyNewYear: "Godt nytår!\nVi ses snart",
      .designTeam: "Designteam",
    ])
}
