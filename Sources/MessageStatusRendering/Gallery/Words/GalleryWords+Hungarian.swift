import MessageStatusKit

extension GalleryWords {
  /// Hungarian: the gallery's headings, style names and sample messages.
  package static let hungarian = GalleryWords(
    sections: [
      "Kétszemélyes csevegés", "Csoport, még senki sem olvasta", "Csoport, néhányan olvasták",
      "Csoport, mindenki olvasta",
    ],
    styles: [
      .ticks: "Pipák", .circles: "Körök", .receiptBadge: "Olvasottsági jelvény", .text: "Szöveg",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Áll még az ebéd?",
      .leavingOffice: "Most indulok az irodából",
      .callWhenYouLand: "Hívj, ha leszálltál",
      .viewFromTheTop: "Kilátás a csúcsról",
      .tableForTwo: "Lefoglaltam egy asztalt két főre",
      .placeOnFifthStreet: "Az a hely a Fő utcán",
      .seeYouAtNoon: "Délben találkozunk",
      .seeYouAtHalfPast12Instead: "Akkor inkább 12:30-kor",
      .tableForThree: "Legyen inkább három főre az asztal",
      .runningLate: "5 percet késem",
      .whoIsBringingTheCake: "Ki hozza a tortát?",
      .iCanPickItUp: "Én el tudom hozni",
      .orderedChocolate: "Csokisat rendeltem",
      .pickupAtFour: "16:00-kor lehet átvenni",
      .tableForSixAtEight: "Asztal hat főre, 20:00-ra",
      .bakeryClosesAtFive: "A cukrászda 17:00-kor zár",
      .partyAtSeven: "A buli 19:00-kor kezdődik",
      .bringAJacket: "Hozzatok dzsekit",
      .ticketsBooked: "Megvannak a jegyek",
      .soundsGood: "Jól hangzik!",
      .meetingMoved: "Emlékeztető: a megbeszélés átkerült 15:00-ra",
      .dinnerMoved: "A vacsora átkerült 20:00-ra",
      .thanksEveryone: "Köszi mindenkinek!",
      .seeYouAtSeven: "19:00-kor találkozunk",
      .canYouSendTheFile: "Át tudod küldeni a fájlt?",
      .lunchOnFriday: "Ebédelünk pénteken?",
      .happyNewYear: "Boldog új évet!\nNemsokára találkozunk",
      .designTeam: "Dizájncsapat",
    ])
}
