import MessageStatusKit

extension GalleryWords {
  /// German: the gallery's headings, style names and sample messages.
  package static let german = GalleryWords(
    sections: [
      "Einzelchat", "Gruppe, noch niemand hat gelesen", "Gruppe, einige haben gelesen",
      "Gruppe, alle haben gelesen",
    ],
    styles: [
      .ticks: "Häkchen", .circles: "Kreise", .receiptBadge: "Lese-Badge",
      .text: "Text",
    ],
    styleAndSection: "{name}: {text}",
    texts: [
      .lunchQuestion: "Bleibt's beim Mittagessen?",
      .leavingOffice: "Geh jetzt vom Büro los",
      .callWhenYouLand: "Ruf mich an, wenn du gelandet bist",
      .viewFromTheTop: "Die Aussicht vom Gipfel",
      .tableForTwo: "Hab einen Tisch für zwei reserviert",
      .placeOnFifthStreet: "Das ist das Restaurant in der Goethestraße",
      .seeYouAtNoon: "Wir sehen uns um 12",
      .seeYouAtHalfPast12Instead: "Wir sehen uns doch erst um 12:30",
      .tableForThree: "Jetzt doch ein Tisch für drei",
      .runningLate: "Komme 5 Minuten später",
      .whoIsBringingTheCake: "Wer bringt die Torte mit?",
      .iCanPickItUp: "Ich kann sie abholen",
      .orderedChocolate: "Hab eine Schokotorte bestellt",
      .pickupAtFour: "Abholung um 16 Uhr",
      .tableForSixAtEight: "Tisch für sechs um 20 Uhr",
      .bakeryClosesAtFive: "Die Bäckerei macht um 17 Uhr zu",
      .partyAtSeven: "Die Party fängt um 19 Uhr an",
      .bringAJacket: "Nehmt eine Jacke mit",
      .ticketsBooked: "Die Tickets sind gebucht",
      .soundsGood: "Klingt gut!",
      .meetingMoved: "Erinnerung: Das Meeting wurde auf 15 Uhr verschoben",
      .dinnerMoved: "Das Abendessen ist auf 20 Uhr verschoben",
      .thanksEveryone: "Danke an alle!",
      .seeYouAtSeven: "Bis um 7",
      .canYouSendTheFile: "Kannst du mir die Datei schicken?",
      .lunchOnFriday: "Mittagessen am Freitag?",
      .happyNewYear: "Frohes neues Jahr!\nBis bald",
      .designTeam: "Designteam",
    ])
}
