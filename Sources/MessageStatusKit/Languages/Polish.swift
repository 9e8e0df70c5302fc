extension Phrasebook {
  /// Polish (`pl`).
  ///
  /// The states are impersonal forms, with no gender: "wysłano", "dostarczono", "odczytano"
  /// ("Zdjęcie, wysłano"). Where the readers are said, the participle agrees with the message
  /// ("wiadomość", feminine), whatever the attachment: "Zdjęcie, odczytana przez wszystkich".
  /// Names never take a case ending: a colon keeps them in the nominative ("odczytana przez:
  /// Anna i Piotr", "Nowa wiadomość – Anna: …") rather than "przez Annę", "od Anny". Totals
  /// follow "spośród", whose form never changes ("z" would be "ze" before 100–199).
  /// Counts take the one, few and many forms ("1 znak", "3 znaki", "5 znaków"); `other`
  /// (fractions only) repeats `many`.
  package static let polish = Phrasebook(
    language: "pl",
    pluralRule: """
      one: i = 1 and v = 0;
      few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
      many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9
        or v = 0 and i % 100 = 12..14
      """,
    separator: ", ",
    clock: .twentyFourHour(padHour: true),
    labelStatus: PerState(
      sending: "wysyłanie", sent: "wysłano", delivered: "dostarczono", read: "odczytano",
      failed: "nie udało się wysłać, stuknij, aby spróbować ponownie"),
    labelReadBy: "odczytana przez {count} spośród {total}",
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Ty: {text}",
    emptyMessage: "Pusta wiadomość",
    edited: "Edytowano", labelEdited: "edytowano",
    iconLabel: PerState(
      sending: "Wysyłanie", sent: "Wysłano", delivered: "Dostarczono", read: "Odczytano",
      failed: "Nie udało się wysłać. Stuknij, aby spróbować ponownie."),
    iconReadBy: "Odczytana przez {count} spośród {total}",
    statusText: PerState(
      sending: "Wysyłanie…", sent: "Wysłano", delivered: "Dostarczono", read: "Odczytano",
      failed: "Nie udało się wysłać"),
    statusTextReadAt: "Odczytano o {time}",
    badgeOverflow: "99+",
    retryAction: "Ponów",
    deleteAction: "Usuń",
    failedHint: "Spróbuj wysłać ponownie lub usuń tę wiadomość.",
    labelFailedPermanently: "nie udało się wysłać",
    iconFailedPermanently: "Nie udało się wysłać.",
    permanentFailureHint: "Tej wiadomości nie można wysłać. Możesz ją usunąć.",
    announceFailed: "Nie udało się wysłać wiadomości",
    announceNewMessage: "Nowa wiadomość: {text}",
    announceNewMessageFrom: "Nowa wiadomość – {name}: {text}",
    attachments: AttachmentNames(
      photo: "Zdjęcie", video: "Film", file: "Plik", voice: "Wiadomość głosowa",
      location: "Lokalizacja", sticker: "Naklejka", contact: "Kontakt"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [
          .one: "Pozostał {count} znak", .few: "Pozostały {count} znaki",
          .many: "Pozostało {count} znaków",
        ],
        other: "Pozostało {count} znaków", none: "Nie pozostał żaden znak"),
      charactersOver: PluralPhrase(
        [
          .one: "{count} znak ponad limit", .few: "{count} znaki ponad limit",
          .many: "{count} znaków ponad limit",
        ],
        other: "{count} znaków ponad limit"),
      counterLabel: "Liczba znaków", send: "Wyślij",
      fieldLabel: "Wiadomość", fieldHint: "Wpisz wiadomość do wysłania.",
      emptyError: "Wiadomość nie może być pusta",
      invalidEncodingError: "Wiadomość zawiera nieczytelny tekst",
      sendDisabledEmpty: "Najpierw wpisz wiadomość"),
    thread: ThreadPhrases(
      today: "Dzisiaj", yesterday: "Wczoraj",
      days: DayHeadings(
        weekdays: [
          "niedziela", "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota",
        ],
        months: [
          "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
          "września", "października", "listopada", "grudnia",
        ],
        thisYear: "{weekday}, {day} {month}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase(
        [
          .one: "{count} nowa wiadomość", .few: "{count} nowe wiadomości",
          .many: "{count} nowych wiadomości",
        ],
        other: "{count} nowych wiadomości")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "oczekiwanie na sieć", icon: "Oczekiwanie na sieć", text: "Oczekiwanie na sieć"),
      waitingForUser: .init(
        label: "nie wysłano, stuknij, aby wysłać", icon: "Nie wysłano. Stuknij, aby wysłać.",
        text: "Nie wysłano"),
      hint: "Wyślij lub usuń tę wiadomość."),
    upload: UploadPhrases(
      label: "przesyłanie", icon: "Przesyłanie", text: "Przesyłanie…", percent: "{count}%",
      cancel: "Anuluj"),
    played: PlayedPhrases(label: "odtworzono", icon: "Odtworzono", text: "Odtworzono"),
    edit: EditPhrases(
      waiting: .init(label: "edycja oczekuje", text: "Edycja oczekuje"),
      syncing: .init(label: "zapisywanie edycji", text: "Zapisywanie edycji…"),
      failed: .init(label: "nie zapisano edycji", text: "Nie zapisano edycji"),
      retry: "Ponów edycję"),
    viewOnce: ViewOncePhrases(
      photo: "Jednorazowe zdjęcie", video: "Jednorazowy film",
      opened: PlayedPhrases(label: "otwarto", icon: "Otwarto", text: "Otwarto")),
    readers: ReaderPhrases(
      label: "odczytana przez: {names}", icon: "Odczytana przez: {names}",
      others: PluralPhrase(
        [
          .one: "jeszcze {count} osoba", .few: "jeszcze {count} osoby",
          .many: "jeszcze {count} osób",
        ],
        other: "jeszcze {count} osób"),
      list: ListPattern(pair: " i ", middle: ", ", last: " i "),
      failedTo: "nie udało się wysłać do odbiorców: {names}",
      failedToCount: PluralPhrase(
        [
          .one: "nie udało się wysłać do {count} osoby",
          .few: "nie udało się wysłać do {count} osób",
          .many: "nie udało się wysłać do {count} osób",
        ], other: "nie udało się wysłać do {count} osoby"),
      deliveredTo: PluralPhrase(other: "Dostarczono: {count} z {total}")),
    page: PagePhrases(
      title: "Dymki wiadomości", composerTitle: "Pisanie wiadomości",
      animation: "animacja", reducedMotion: "ograniczony ruch", haptic: "haptyka",
      announces: "komunikat", polite: "bez przerywania", assertive: "przerywający", openQuote: "„",
      closeQuote: "”", colon: ": ",
      paletteFails:
        "Pary kolorów w tej palecie z kontrastem poniżej minimum WCAG 2.2 (współczynnik kontrastu, wymagany współczynnik kontrastu, kolor spełniający wymóg)"
    ),
    labelReadAt: "odczytano o {time}",
    labelSentAt: "wysłano o {time}", labelReadByAll: "odczytana przez wszystkich",
    iconReadByAll: "Odczytana przez wszystkich"
  )
}

extension Language {
  /// Polish: one region (`pl-PL`).
  package static let polish = Language("pl", .polish)
}
