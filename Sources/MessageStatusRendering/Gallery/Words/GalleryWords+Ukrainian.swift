import MessageStatusKit

extension GalleryWords {
  /// Ukrainian: the gallery's headings, style names and sample messages.
  package static let ukrainian = GalleryWords(
    sections: [
      "Особистий чат", "Група, ще ніхто не прочитав", "Група, дехто прочитав",
      "Група, усі прочитали",
    ],
    styles: [
      .ticks: "Галочки", .circles: "Кружечки", .receiptBadge: "Значок прочитання",
      .text: "Текст",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Обід ще в силі?",
      .leavingOffice: "Виходжу з офісу",
      .callWhenYouLand: "Подзвони, як приземлишся",
      .viewFromTheTop: "Краєвид з вершини",
      .tableForTwo: "Столик на двох заброньовано",
      .placeOnFifthStreet: "Це те місце на Шевченка",
      .seeYouAtNoon: "Побачимося опівдні",
      .seeYouAtHalfPast12Instead: "Давай краще о 12:30",
      .tableForThree: "Поправка: столик на трьох",
      .runningLate: "Запізнююся на 5 хвилин",
      .whoIsBringingTheCake: "Хто принесе торт?",
      .iCanPickItUp: "Я можу забрати",
      .orderedChocolate: "Замовлено шоколадний",
      .pickupAtFour: "Забрати можна о 16:00",
      .tableForSixAtEight: "Столик на шістьох на 20:00",
      .bakeryClosesAtFive: "Кондитерська зачиняється о 17:00",
      .partyAtSeven: "Вечірка починається о 19:00",
      .bringAJacket: "Візьміть куртки",
      .ticketsBooked: "Квитки заброньовано",
      .soundsGood: "Чудово!",
      .meetingMoved: "Нагадування: зустріч перенесено на 15:00",
      .dinnerMoved: "Вечерю перенесли на 20:00",
      .thanksEveryone: "Дякую всім!",
      .seeYouAtSeven: "Побачимося о 19:00",
      .canYouSendTheFile: "Можеш скинути файл?",
      .lunchOnFriday: "Пообідаємо в п’ятницю?",
      .happyNewYear: "З Новим роком!\nСкоро побачимось",
      .designTeam: "Команда дизайну",
    ])
}
