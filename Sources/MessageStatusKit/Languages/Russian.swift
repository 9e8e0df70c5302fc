extension Phrasebook {
  /// Russian (`ru`).
  ///
  /// "прочитали: 1 из 5", "прочитали: 3 из 5": the colon keeps the verb free of gender and
  /// of agreement with the count.
  package static let russian = Phrasebook(
    language: "ru",
    pluralRule: """
      one: v = 0 and i % 10 = 1 and i % 100 != 11;
      few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
      many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
      """,
    separator: ", ",
    clock: .twentyFourHour(padHour: true),
    labelStatus: PerState(
      sending: "отправляется", sent: "отправлено", delivered: "доставлено", read: "прочитано",
      failed: "не удалось отправить, нажмите, чтобы повторить"),
    labelReadBy: "прочитали: {count} из {total}",
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Вы: {text}",
    emptyMessage: "Пустое сообщение",
    edited: "Изменено", labelEdited: "изменено",
    iconLabel: PerState(
      sending: "Отправляется", sent: "Отправлено", delivered: "Доставлено", read: "Прочитано",
      failed: "Не удалось отправить. Нажмите, чтобы повторить."),
    iconReadBy: "Прочитали: {count} из {total}",
    statusText: PerState(
      sending: "Отправляется…", sent: "Отправлено", delivered: "Доставлено", read: "Прочитано",
      failed: "Не удалось отправить"),
    statusTextReadAt: "Прочитано в {time}",
    badgeOverflow: "99+",
    retryAction: "Повторить",
    deleteAction: "Удалить",
    failedHint: "Отправьте сообщение повторно или удалите его.",
    labelFailedPermanently: "не удалось отправить",
    iconFailedPermanently: "Не удалось отправить.",
    permanentFailureHint: "Это сообщение невозможно отправить. Его можно удалить.",
    announceFailed: "Не удалось отправить сообщение",
    announceNewMessage: "Новое сообщение: {text}",
    announceNewMessageFrom: "Новое сообщение от {name}: {text}",
    attachments: AttachmentNames(
      photo: "Фото", video: "Видео", file: "Файл", voice: "Голосовое сообщение",
      location: "Геопозиция", sticker: "Стикер", contact: "Контакт"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "Остался {count} символ", .few: "Осталось {count} символа"],
        other: "Осталось {count} символов", none: "Не осталось символов"),
      charactersOver: PluralPhrase(
        [.one: "{count} символ сверх лимита", .few: "{count} символа сверх лимита"],
        other: "{count} символов сверх лимита"),
      counterLabel: "Количество символов", send: "Отправить",
      fieldLabel: "Сообщение", fieldHint: "Введите сообщение для отправки.",
      emptyError: "Сообщение не может быть пустым",
      invalidEncodingError: "Сообщение содержит нечитаемый текст",
      sendDisabledEmpty: "Сначала введите сообщение"),
    thread: ThreadPhrases(
      today: "Сегодня", yesterday: "Вчера",
      days: DayHeadings(
        weekdays: [
          "воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота",
        ],
        months: [
          "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
          "октября", "ноября", "декабря",
        ],
        thisYear: "{weekday}, {day} {month}", otherYear: "{day} {month} {year}\u{202F}г."),
      newMessages: PluralPhrase(
        [.one: "{count} новое сообщение", .few: "{count} новых сообщения"],
        other: "{count} новых сообщений")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "ожидание сети", icon: "Ожидание сети", text: "Ожидание сети"),
      waitingForUser: .init(
        label: "не отправлено, нажмите, чтобы отправить",
        icon: "Не отправлено. Нажмите, чтобы отправить.", text: "Не отправлено"),
      hint: "Отправьте или удалите сообщение."),
    upload: UploadPhrases(
      label: "загружается", icon: "Загружается", text: "Загрузка…", percent: "{count}\u{00A0}%",
      cancel: "Отменить"),
    played: PlayedPhrases(label: "прослушано", icon: "Прослушано", text: "Прослушано"),
    edit: EditPhrases(
      waiting: .init(label: "изменение ожидает отправки", text: "Изменение ожидает отправки"),
      syncing: .init(label: "сохранение изменения", text: "Сохранение изменения…"),
      failed: .init(label: "изменение не сохранено", text: "Изменение не сохранено"),
      retry: "Повторить сохранение"),
    viewOnce: ViewOncePhrases(
      photo: "Одноразовое фото", video: "Одноразовое видео",
      opened: PlayedPhrases(label: "открыто", icon: "Открыто", text: "Открыто")),
    readers: ReaderPhrases(
      label: "прочитали: {names}", icon: "Прочитали: {names}",
      others: PluralPhrase(
        [.one: "ещё {count} человек", .few: "ещё {count} человека"],
        other: "ещё {count} человек"),
      list: ListPattern(pair: " и ", middle: ", ", last: " и "),
      failedTo: "не удалось отправить получателям: {names}",
      failedToCount: PluralPhrase(
        [
          .one: "не удалось отправить {count} получателю",
          .few: "не удалось отправить {count} получателям",
          .many: "не удалось отправить {count} получателям",
        ], other: "не удалось отправить {count} получателя"),
      deliveredTo: PluralPhrase(other: "Доставлено: {count} из {total}")),
    page: PagePhrases(
      title: "Облачка сообщений", composerTitle: "Написание сообщения",
      animation: "анимация", reducedMotion: "уменьшение движения", haptic: "тактильный отклик",
      announces: "озвучивание", polite: "ждёт паузы", assertive: "прерывает",
      openQuote: "«", closeQuote: "»", colon: ": ",
      paletteFails:
        "Пары цветов этой палитры с недостаточным контрастом по WCAG 2.2 (коэффициент контрастности, требуемый коэффициент, подходящий цвет для замены)"
    ),
    labelReadAt: "прочитано в {time}",
    labelSentAt: "отправлено в {time}", labelReadByAll: "прочитано всеми",
    iconReadByAll: "Прочитано всеми"
  )
}

extension Language {
  /// Russian: the same clock and dates in every region.
  package static let russian = Language("ru", .russian)
}
