import MessageStatusKit

extension GalleryWords {
  /// Russian: the gallery's headings, style names and sample messages.
  package static let russian = GalleryWords(
    sections: [
      "Личный чат", "Группа, никто ещё не прочитал", "Группа, некоторые прочитали",
      "Группа, все прочитали",
    ],
    styles: [
      .ticks: "Галочки", .circles: "Кружки", .receiptBadge: "Значок прочтения",
      .text: "Текст",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Обед ещё в силе?",
      .leavingOffice: "Выхожу из офиса",
      .callWhenYouLand: "Позвони, как приземлишься",
      .viewFromTheTop: "Вид с вершины",
      .tableForTwo: "Столик на двоих забронирован",
      .placeOnFifthStreet: "Это то место на Садовой",
      .seeYouAtNoon: "Увидимся в полдень",
      .seeYouAtHalfPast12Instead: "Давай лучше в 12:30",
      .tableForThree: "Поправка: столик на троих",
      .runningLate: "Опаздываю на 5 минут",
      .whoIsBringingTheCake: "Кто принесёт торт?",
      .iCanPickItUp: "Я могу забрать",
      .orderedChocolate: "Шоколадный заказан",
      .pickupAtFour: "Забрать можно в 16:00",
      .tableForSixAtEight: "Столик на шестерых на 20:00",
      .bakeryClosesAtFive: "Кондитерская закрывается в 17:00",
      .partyAtSeven: "Вечеринка начинается в 19:00",
      .bringAJacket: "Возьмите куртки",
      .ticketsBooked: "Билеты забронированы",
      .soundsGood: "Отлично!",
      .meetingMoved: "Напоминание: встреча перенесена на 15:00",
      .dinnerMoved: "Ужин перенесли на 20:00",
      .thanksEveryone: "Всем спасибо!",
      .seeYouAtSeven: "Увидимся в 19:00",
      .canYouSendTheFile: "Можешь скинуть файл?",
      .lunchOnFriday: "Пообедаем в пятницу?",
      .happyNewYear: "С Новым годом!\nСкоро увидимся",
      .designTeam: "Команда дизайна",
    ])
}
