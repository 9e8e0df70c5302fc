import MessageStatusKit

extension GalleryWords {
  /// Finnish: the gallery's headings, style names and sample messages.
  package static let finnish = GalleryWords(
    sections: [
      "Kahdenkeskinen keskustelu", "Ryhmä, kukaan ei ole vielä lukenut", "Ryhmä, osa on lukenut",
      "Ryhmä, kaikki ovat lukeneet",
    ],
    styles: [
      .ticks: "Väkäset", .circles: "Ympyrät", .receiptBadge: "Lukukuittausmerkki",
      .text: "Teksti",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Mennäänhän edelleen lounaalle?",
      .leavingOffice: "Lähden nyt toimistolta",
      .callWhenYouLand: "Soita, kun olet laskeutunut",
      .viewFromTheTop: "Näkymä huipulta",
      .tableForTwo: "Varasin pöydän kahdelle",
      .placeOnFifthStreet: "Se on se paikka Mannerheimintiellä",
      .seeYouAtNoon: "Nähdään klo 12",
      .seeYouAtHalfPast12Instead: "Nähdään sittenkin klo 12.30",
      .tableForThree: "Muutin varauksen kolmelle",
      .runningLate: "Myöhästyn 5 minuuttia",
      .whoIsBringingTheCake: "Kuka tuo kakun?",
      .iCanPickItUp: "Voin hakea sen",
      .orderedChocolate: "Tilasin suklaakakun",
      .pickupAtFour: "Nouto klo 16",
      .tableForSixAtEight: "Pöytä kuudelle klo 20",
      .bakeryClosesAtFive: "Leipomo menee kiinni klo 17",
      .partyAtSeven: "Juhlat alkavat klo 19",
      .bringAJacket: "Ottakaa takki mukaan",
      .ticketsBooked: "Liput on varattu",
      .soundsGood: "Kuulostaa hyvältä!",
      .meetingMoved: "Muistutus: kokous on siirretty klo 15:een",
      .dinnerMoved: "Illallinen siirtyi kahdeksaan",
      .thanksEveryone: "Kiitos kaikille!",
      .seeYouAtSeven: "Nähdään seitsemältä",
      .canYouSendTheFile: "Voitko lähettää mulle sen tiedoston?",
      .lunchOnFriday: "Lounas perjantaina?",
      .happyNewYear: "Hyvää uutta vuotta!\nNähdään pian",
      .designTeam: "Designtiimi",
    ])
}
