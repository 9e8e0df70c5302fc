import MessageStatusKit

extension GalleryWords {
  /// Dutch: the gallery's headings, style names and sample messages.
  package static let dutch = GalleryWords(
    sections: [
      "Eén-op-ééngesprek", "Groep, nog niemand heeft gelezen", "Groep, sommigen hebben gelezen",
      "Groep, iedereen heeft gelezen",
    ],
    styles: [
      .ticks: "Vinkjes", .circles: "Rondjes", .receiptBadge: "Leesbadge", .text: "Tekst",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Gaat de lunch nog door?",
      .leavingOffice: "Ik ga nu weg van kantoor",
      .callWhenYouLand: "Bel me als je geland bent",
      .viewFromTheTop: "Het uitzicht vanaf de top",
      .tableForTwo: "Tafel voor twee gereserveerd",
      .placeOnFifthStreet: "Het is dat restaurant in de Kerkstraat",
      .seeYouAtNoon: "Zie je om 12 uur",
      .seeYouAtHalfPast12Instead: "Zie je toch om half 1",
      .tableForThree: "Maak er maar een tafel voor drie van",
      .runningLate: "Ik ben 5 minuten later",
      .whoIsBringingTheCake: "Wie neemt de taart mee?",
      .iCanPickItUp: "Ik kan hem wel ophalen",
      .orderedChocolate: "Heb een chocoladetaart besteld",
      .pickupAtFour: "Ophalen is om 4 uur",
      .tableForSixAtEight: "Tafel voor zes om 8 uur",
      .bakeryClosesAtFive: "De bakker gaat om 5 uur dicht",
      .partyAtSeven: "Het feest begint om 7 uur",
      .bringAJacket: "Neem een jas mee",
      .ticketsBooked: "De kaartjes zijn geboekt",
      .soundsGood: "Klinkt goed!",
      .meetingMoved: "Herinnering: de vergadering is verplaatst naar 15.00 uur",
      .dinnerMoved: "Het eten is verplaatst naar 8 uur",
      .thanksEveryone: "Bedankt allemaal!",
      .seeYouAtSeven: "Zie je om 7 uur",
      .canYouSendTheFile: "Kun je me het bestand sturen?",
      .lunchOnFriday: "Vrijdag lunchen?",
      .happyNewYear: "Gelukkig nieuwjaar!\nTot snel",
      .designTeam: "Designteam",
    ])
}
