extension Phrasebook {
  /// Ukrainian (`uk`).
  ///
  /// The states are the impersonal "-но" forms, neuter like "повідомлення" and without
  /// agreement with an attachment's name: "Файл, надіслано". Readers are the plural verb,
  /// which has no gender: "прочитали: 3 із 5", "прочитали: {names}", "прочитали всі".
  /// Names never take a case ending: "Нове повідомлення — Олена: …" rather than "від Олени".
  /// The read time follows "о" ("Прочитано о 10:52"), as CLDR's date-time pattern
  /// "{1} 'о' {0}" writes it: strictly "об" before 11 ("об одинадцятій"), which no plural
  /// category tells apart from 5–20, so the written "о" stands for every hour. Totals
  /// follow "із", which stands before every number ("з" is not written before 4, 6, 7 or
  /// 40).
  /// Counts take the one, few and many forms ("1 символ", "3 символи", "5 символів");
  /// `other` (fractions only) repeats `many`.
  package static let ukrainian = Phrasebook(
    language: "uk",
    pluralRule: """
      one: v = 0 and i % 10 = 1 and i % 100 != 11;
      few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
      many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
      """,
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "дп", pm: "пп", padsTwentyFourHour: true),
    labelStatus: PerState(
      sending: "надсилається", sent: "надіслано", delivered: "доставлено", read: "прочитано",
      failed: "не вдалося надіслати, торкніться, щоб повторити"),
    labelReadBy: "прочитали: {count} із {total}",
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Ви: {text}",
    emptyMessage: "Порожнє повідомлення",
    edited: "Змінено", labelEdited: "змінено",
    iconLabel: PerState(
      sending: "Надсилається", sent: "Надіслано", delivered: "Доставлено", read: "Прочитано",
      failed: "Не вдалося надіслати. Торкніться, щоб повторити."),
    iconReadBy: "Прочитали: {count} із {total}",
    statusText: PerState(
      sending: "Надсилається…", sent: "Надіслано", delivered: "Доставлено", read: "Прочитано",
      failed: "Не вдалося надіслати"),
    statusTextReadAt: "Прочитано о {time}",
    badgeOverflow: "99+",
    retryAction: "Повторити",
    deleteAction: "Видалити",
    failedHint: "Надішліть повідомлення повторно або видаліть його.",
    labelFailedPermanently: "не вдалося надіслати",
    iconFailedPermanently: "Не вдалося надіслати.",
    permanentFailureHint: "Це повідомлення неможливо надіслати. Його можна видалити.",
    announceFailed: "Не вдалося надіслати повідомлення",
    announceNewMessage: "Нове повідомлення: {text}",
    announceNewMessageFrom: "Нове повідомлення — {name}: {text}",
    attachments: AttachmentNames(
      photo: "Фото", video: "Відео", file: "Файл", voice: "Голосове повідомлення",
      location: "Геопозиція", sticker: "Стікер", contact: "Контакт"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [
          .one: "Залишився {count} символ", .few: "Залишилося {count} символи",
          .many: "Залишилося {count} символів",
        ],
        other: "Залишилося {count} символів", none: "Не залишилося жодного символу"),
      charactersOver: PluralPhrase(
        [
          .one: "{count} символ понад ліміт", .few: "{count} символи понад ліміт",
          .many: "{count} символів понад ліміт",
        ],
        other: "{count} символів понад ліміт"),
      counterLabel: "Кількість символів", send: "Надіслати",
      fieldLabel: "Повідомлення", fieldHint: "Введіть повідомлення для надсилання.",
      emptyError: "Повідомлення не може бути порожнім",
      invalidEncodingError: "Повідомлення містить текст, який неможливо прочитати",
      sendDisabledEmpty: "Спочатку введіть повідомлення"),
    thread: ThreadPhrases(
      today: "Сьогодні", yesterday: "Учора",
      days: DayHeadings(
        weekdays: ["неділя", "понеділок", "вівторок", "середа", "четвер", "пʼятниця", "субота"],
        months: [
          "січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня",
          "вересня", "жовтня", "листопада", "грудня",
        ],
        thisYear: "{weekday}, {day} {month}", otherYear: "{day} {month} {year}\u{202F}р."),
      newMessages: PluralPhrase(
        [
          .one: "{count} нове повідомлення", .few: "{count} нові повідомлення",
          .many: "{count} нових повідомлень",
        ],
        other: "{count} нових повідомлень")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "очікування мережі", icon: "Очікування мережі", text: "Очікування мережі"),
      waitingForUser: .init(
        label: "не надіслано, торкніться, щоб надіслати",
        icon: "Не надіслано. Торкніться, щоб надіслати.", text: "Не надіслано"),
      hint: "Надішліть або видаліть повідомлення."),
    upload: UploadPhrases(
      label: "завантажується", icon: "Завантажується", text: "Завантаження…", percent: "{count}%",
      cancel: "Скасувати"),
    played: PlayedPhrases(label: "прослухано", icon: "Прослухано", text: "Прослухано"),
    edit: EditPhrases(
      waiting: .init(label: "зміна очікує надсилання", text: "Зміна очікує надсилання"),
      syncing: .init(label: "збереження зміни", text: "Збереження зміни…"),
      failed: .init(label: "зміну не збережено", text: "Зміну не збережено"),
      retry: "Повторити збереження"),
    viewOnce: ViewOncePhrases(
      photo: "Одноразове фото", video: "Одноразове відео",
      opened: PlayedPhrases(label: "відкрито", icon: "Відкрито", text: "Відкрито")),
    readers: ReaderPhrases(
      label: "прочитали: {names}", icon: "Прочитали: {names}",
      others: PluralPhrase(
        [.one: "ще {count} особа", .few: "ще {count} особи", .many: "ще {count} осіб"],
        other: "ще {count} осіб"),
      list: ListPattern(pair: " і ", middle: ", ", last: " і "),
      failedTo: "не вдалося надіслати одержувачам: {names}",
      failedToCount: PluralPhrase(
        [
          .one: "не вдалося надіслати {count} одержувачу",
          .few: "не вдалося надіслати {count} одержувачам",
          .many: "не вдалося надіслати {count} одержувачам",
        ], other: "не вдалося надіслати {count} одержувача"),
      deliveredTo: PluralPhrase(other: "Доставлено: {count} із {total}")),
    page: PagePhrases(
      title: "Бульбашки повідомлень", composerTitle: "Написання повідомлення",
      animation: "анімація", reducedMotion: "зменшення руху", haptic: "тактильний відгук",
      announces: "озвучення", polite: "чекає паузи", assertive: "перериває",
      openQuote: "«", closeQuote: "»", colon: ": ",
      paletteFails:
        "Пари кольорів цієї палітри з контрастом, нижчим за мінімум WCAG 2.2 (коефіцієнт контрастності, потрібний коефіцієнт, колір, що відповідає вимогам)"
    ),
    labelReadAt: "прочитано о {time}",
    labelSentAt: "надіслано о {time}", labelReadByAll: "прочитали всі",
    iconReadByAll: "Прочитали всі"
  )
}

extension Language {
  /// Ukrainian: one region (`uk-UA`).
  package static let ukrainian = Language("uk", .ukrainian)
}
