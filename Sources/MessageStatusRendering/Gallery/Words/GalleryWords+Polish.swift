import MessageStatusKit

extension GalleryWords {
  /// Polish: the gallery's headings, style names and sample messages.
  package static let polish = GalleryWords(
    sections: [
      "Czat indywidualny", "Grupa, nikt jeszcze nie odczytał", "Grupa, niektórzy odczytali",
      "Grupa, wszyscy odczytali",
    ],
    styles: [
      .ticks: "Ptaszki", .circles: "Kółka", .receiptBadge: "Plakietka odczytu", .text: "Tekst",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Lunch dalej aktualny?",
      .leavingOffice: "Wychodzę już z biura",
      .callWhenYouLand: "Zadzwoń, jak wylądujesz",
      .viewFromTheTop: "Widok ze szczytu",
      .tableForTwo: "Stolik dla dwojga zarezerwowany",
      .placeOnFifthStreet: "To ta knajpka na Mickiewicza",
      .seeYouAtNoon: "Widzimy się w południe",
      .seeYouAtHalfPast12Instead: "Jednak widzimy się o 12:30",
      .tableForThree: "Poprawka: stolik dla trzech osób",
      .runningLate: "Spóźnię się 5 minut",
      .whoIsBringingTheCake: "Kto przyniesie tort?",
      .iCanPickItUp: "Ja mogę go odebrać",
      .orderedChocolate: "Czekoladowy zamówiony",
      .pickupAtFour: "Odbiór o 16:00",
      .tableForSixAtEight: "Stolik dla sześciu osób na 20:00",
      .bakeryClosesAtFive: "Cukiernię zamykają o 17:00",
      .partyAtSeven: "Impreza zaczyna się o 19:00",
      .bringAJacket: "Weźcie kurtki",
      .ticketsBooked: "Bilety zarezerwowane",
      .soundsGood: "Pasuje!",
      .meetingMoved: "Przypomnienie: spotkanie przeniesione na 15:00",
      .dinnerMoved: "Kolacja przeniesiona na 20:00",
      .thanksEveryone: "Dzięki wszystkim!",
      .seeYouAtSeven: "Widzimy się o 19:00",
      .canYouSendTheFile: "Możesz mi podesłać ten plik?",
      .lunchOnFriday: "Lunch w piątek?",
      .happyNewYear: "Szczęśliwego Nowego Roku!\nDo zobaczenia wkrótce",
      .designTeam: "Zespół projektantów",
    ])
}
