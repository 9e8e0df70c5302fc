import MessageStatusKit

extension GalleryWords {
  /// Swedish: the gallery's headings, style names and sample messages.
  package static let swedish = GalleryWords(
    sections: [
      "Enskild chatt", "Grupp, ingen har läst", "Grupp, några har läst", "Grupp, alla har läst",
    ],
    styles: [
      .ticks: "Bockar", .circles: "Cirklar", .receiptBadge: "Bricka", .text: "Text",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Gäller lunchen fortfarande?",
      .leavingOffice: "Går från kontoret nu",
      .callWhenYouLand: "Ring mig när du har landat",
      .viewFromTheTop: "Utsikten från toppen",
      .tableForTwo: "Har bokat bord för två",
      .placeOnFifthStreet: "Det är stället på Storgatan",
      .seeYouAtNoon: "Ses vid tolv",
      .seeYouAtHalfPast12Instead: "Ses halv ett istället",
      .tableForThree: "Ändrade till bord för tre",
      .runningLate: "Blir 5 minuter sen",
      .whoIsBringingTheCake: "Vem tar med tårtan?",
      .iCanPickItUp: "Jag kan hämta den",
      .orderedChocolate: "Beställde en chokladtårta",
      .pickupAtFour: "Den ska hämtas kl. 16",
      .tableForSixAtEight: "Bord för sex kl. 20",
      .bakeryClosesAtFive: "Bageriet stänger kl. 17",
      .partyAtSeven: "Festen börjar kl. 19",
      .bringAJacket: "Ta med en jacka",
      .ticketsBooked: "Biljetterna är bokade",
      .soundsGood: "Låter bra!",
      .meetingMoved: "Påminnelse: mötet har flyttats till kl. 15",
      .dinnerMoved: "Middagen är flyttad till kl. 20",
      .thanksEveryone: "Tack allihop!",
      .seeYouAtSeven: "Ses vid sju",
      .canYouSendTheFile: "Kan du skicka filen till mig?",
      .lunchOnFriday: "Lunch på fredag?",
      .happyNewYear: "Gott nytt år!\nVi ses snart",
      .designTeam: "Designteam",
    ])
}
