import MessageStatusKit

extension GalleryWords {
  /// Italian: the gallery's headings, style names and sample messages.
  package static let italian = GalleryWords(
    sections: [
      "Chat individuale", "Gruppo, nessuno ha ancora letto", "Gruppo, alcuni hanno letto",
      "Gruppo, tutti hanno letto",
    ],
    styles: [
      .ticks: "Spunte", .circles: "Cerchi", .receiptBadge: "Badge di lettura", .text: "Testo",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Il pranzo è ancora confermato?",
      .leavingOffice: "Sto uscendo dall'ufficio",
      .callWhenYouLand: "Chiamami quando atterri",
      .viewFromTheTop: "La vista dalla cima",
      .tableForTwo: "Ho prenotato un tavolo per due",
      .placeOnFifthStreet: "È il ristorante in via Garibaldi",
      .seeYouAtNoon: "Ci vediamo a mezzogiorno",
      .seeYouAtHalfPast12Instead: "Anzi, ci vediamo alle 12:30",
      .tableForThree: "Facciamo un tavolo per tre",
      .runningLate: "Faccio 5 minuti di ritardo",
      .whoIsBringingTheCake: "Chi porta la torta?",
      .iCanPickItUp: "Posso passare a prenderla io",
      .orderedChocolate: "L'ho ordinata al cioccolato",
      .pickupAtFour: "Il ritiro è alle 16",
      .tableForSixAtEight: "Tavolo per sei alle 20",
      .bakeryClosesAtFive: "La pasticceria chiude alle 17",
      .partyAtSeven: "La festa inizia alle 19",
      .bringAJacket: "Portatevi una giacca",
      .ticketsBooked: "Biglietti prenotati",
      .soundsGood: "Perfetto!",
      .meetingMoved: "Promemoria: la riunione è stata spostata alle 15",
      .dinnerMoved: "Cena spostata alle 20",
      .thanksEveryone: "Grazie a tutti!",
      .seeYouAtSeven: "Ci vediamo alle 19",
      .canYouSendTheFile: "Mi mandi il file?",
      .lunchOnFriday: "Pranzo venerdì?",
      .happyNewYear: "Buon anno!\nA presto",
      .designTeam: "Team design",
    ])
}
