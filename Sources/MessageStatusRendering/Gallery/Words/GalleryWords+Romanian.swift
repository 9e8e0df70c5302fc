import MessageStatusKit

extension GalleryWords {
  /// Romanian: the gallery's headings, style names and sample messages.
  package static let romanian = GalleryWords(
    sections: [
      "Conversație individuală", "Grup, nimeni nu a citit încă", "Grup, unii au citit",
      "Grup, toți au citit",
    ],
    styles: [
      .ticks: "Bife", .circles: "Cercuri", .receiptBadge: "Ecuson de citire", .text: "Text",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Mai mergem la prânz?",
      .leavingOffice: "Plec acum de la birou",
      .callWhenYouLand: "Sună-mă când aterizezi",
      .viewFromTheTop: "Priveliștea de pe vârf",
      .tableForTwo: "Am rezervat o masă pentru doi",
      .placeOnFifthStreet: "E localul de pe strada Eminescu",
      .seeYouAtNoon: "Ne vedem la 12",
      .seeYouAtHalfPast12Instead: "Hai mai bine la 12:30",
      .tableForThree: "De fapt, o masă pentru trei",
      .runningLate: "Întârzii 5 minute",
      .whoIsBringingTheCake: "Cine aduce tortul?",
      .iCanPickItUp: "Pot să-l iau eu",
      .orderedChocolate: "Am comandat unul de ciocolată",
      .pickupAtFour: "Îl ridic la 16:00",
      .tableForSixAtEight: "Masă pentru șase la 20:00",
      .bakeryClosesAtFive: "Cofetăria se închide la 17:00",
      .partyAtSeven: "Petrecerea începe la 19:00",
      .bringAJacket: "Luați-vă geci",
      .ticketsBooked: "Biletele sunt rezervate",
      .soundsGood: "Sună bine!",
      .meetingMoved: "Reamintire: ședința s-a mutat la ora 15:00",
      .dinnerMoved: "Cina s-a mutat la 20:00",
      .thanksEveryone: "Mersi tuturor!",
      .seeYouAtSeven: "Ne vedem la 19:00",
      .canYouSendTheFile: "Îmi poți trimite fișierul?",
      .lunchOnFriday: "Ieșim la prânz vineri?",
      .happyNewYear: "An Nou fericit!\nNe vedem curând",
      .designTeam: "Echipa de design",
    ])
}
