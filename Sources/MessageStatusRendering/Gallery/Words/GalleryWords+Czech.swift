import MessageStatusKit

extension GalleryWords {
  /// Czech: the gallery's headings, style names and sample messages.
  package static let czech = GalleryWords(
    sections: [
      "Soukromý chat", "Skupina, zatím nikdo nepřečetl", "Skupina, někteří přečetli",
      "Skupina, všichni přečetli",
    ],
    styles: [
      .ticks: "Fajfky", .circles: "Kroužky", .receiptBadge: "Odznak přečtení", .text: "Text",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Platí ještě ten oběd?",
      .leavingOffice: "Už odcházím z kanceláře",
      .callWhenYouLand: "Zavolej, až přistaneš",
      .viewFromTheTop: "Výhled z vrcholu",
      .tableForTwo: "Mám zamluvený stůl pro dva",
      .placeOnFifthStreet: "Je to ten podnik v Husově ulici",
      .seeYouAtNoon: "Uvidíme se v poledne",
      .seeYouAtHalfPast12Instead: "Tak radši ve 12:30",
      .tableForThree: "Oprava: stůl pro tři",
      .runningLate: "Mám 5 minut zpoždění",
      .whoIsBringingTheCake: "Kdo přinese dort?",
      .iCanPickItUp: "Já ho můžu vyzvednout",
      .orderedChocolate: "Mám objednaný čokoládový",
      .pickupAtFour: "Vyzvednutí v 16:00",
      .tableForSixAtEight: "Stůl pro šest lidí na 20:00",
      .bakeryClosesAtFive: "Cukrárna zavírá v 17:00",
      .partyAtSeven: "Párty začíná v 19:00",
      .bringAJacket: "Vezměte si bundy",
      .ticketsBooked: "Lístky jsou zamluvené",
      .soundsGood: "To zní dobře!",
      .meetingMoved: "Připomínka: schůzka se přesouvá na 15:00",
      .dinnerMoved: "Večeře se přesouvá na 20:00",
      .thanksEveryone: "Díky všem!",
      .seeYouAtSeven: "Uvidíme se v 19:00",
      .canYouSendTheFile: "Můžeš mi poslat ten soubor?",
      .lunchOnFriday: "Oběd v pátek?",
      .happyNewYear: "Šťastný nový rok!\nUvidíme se brzy",
      .designTeam: "Designový tým",
    ])
}
