extension Phrasebook {
  /// German (`de`).
  ///
  /// "Gelesen: 3 von 5": the colon keeps the words free of agreement with the count.
  package static let german = Phrasebook(
    language: "de",
    pluralRule: "one: i = 1 and v = 0",
    separator: ", ",
    clock: .twentyFourHour(padHour: true),
    labelStatus: PerState(
      sending: "wird gesendet", sent: "gesendet", delivered: "zugestellt", read: "gelesen",
      failed: "Senden fehlgeschlagen, zum Wiederholen tippen"),
    labelReadBy: "gelesen: {count} von {total}",
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Du: {text}",
    emptyMessage: "Leere Nachricht",
    edited: "Bearbeitet", labelEdited: "bearbeitet",
    iconLabel: PerState(
      sending: "Wird gesendet", sent: "Gesendet", delivered: "Zugestellt", read: "Gelesen",
      failed: "Senden fehlgeschlagen. Zum Wiederholen tippen."),
    iconReadBy: "Gelesen: {count} von {total}",
    statusText: PerState(
      sending: "Wird gesendet…", sent: "Gesendet", delivered: "Zugestellt", read: "Gelesen",
      failed: "Senden fehlgeschlagen"),
    statusTextReadAt: "Gelesen um {time}",
    badgeOverflow: "99+",
    retryAction: "Erneut versuchen",
    deleteAction: "Löschen",
    failedHint: "Nachricht erneut senden oder löschen.",
    labelFailedPermanently: "Senden fehlgeschlagen",
    iconFailedPermanently: "Senden fehlgeschlagen.",
    permanentFailureHint: "Diese Nachricht kann nicht gesendet, nur gelöscht werden.",
    announceFailed: "Nachricht konnte nicht gesendet werden",
    announceNewMessage: "Neue Nachricht: {text}",
    announceNewMessageFrom: "Neue Nachricht von {name}: {text}",
    attachments: AttachmentNames(
      photo: "Foto", video: "Video", file: "Datei", voice: "Sprachnachricht",
      location: "Standort", sticker: "Sticker", contact: "Kontakt"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        other: "{count} Zeichen übrig", none: "Keine Zeichen übrig"),
      charactersOver: PluralPhrase(other: "{count} Zeichen zu viel"),
      counterLabel: "Zeichenanzahl", send: "Senden",
      fieldLabel: "Nachricht", fieldHint: "Nachricht zum Senden eingeben.",
      emptyError: "Die Nachricht darf nicht leer sein",
      invalidEncodingError: "Die Nachricht enthält unlesbaren Text",
      sendDisabledEmpty: "Zuerst eine Nachricht eingeben"),
    thread: ThreadPhrases(
      today: "Heute", yesterday: "Gestern",
      days: DayHeadings(
        weekdays: [
          "Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag",
        ],
        months: [
          "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
          "Oktober", "November", "Dezember",
        ],
        thisYear: "{weekday}, {day}. {month}", otherYear: "{day}. {month} {year}"),
      newMessages: PluralPhrase([.one: "{count} neue Nachricht"], other: "{count} neue Nachrichten")
    ),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "wartet auf Netzwerk", icon: "Wartet auf Netzwerk", text: "Wartet auf Netzwerk"),
      waitingForUser: .init(
        label: "nicht gesendet, zum Senden tippen", icon: "Nicht gesendet. Zum Senden tippen.",
        text: "Nicht gesendet"),
      hint: "Nachricht senden oder löschen."),
    upload: UploadPhrases(
      label: "wird hochgeladen", icon: "Wird hochgeladen", text: "Wird hochgeladen…",
      percent: "{count}\u{00A0}%",
      cancel: "Abbrechen"),
    played: PlayedPhrases(label: "angehört", icon: "Angehört", text: "Angehört"),
    edit: EditPhrases(
      waiting: .init(label: "Bearbeitung ausstehend", text: "Bearbeitung ausstehend"),
      syncing: .init(label: "Bearbeitung wird gespeichert", text: "Bearbeitung wird gespeichert…"),
      failed: .init(label: "Bearbeitung nicht gespeichert", text: "Bearbeitung nicht gespeichert"),
      retry: "Bearbeitung erneut speichern"),
    viewOnce: ViewOncePhrases(
      photo: "Foto zur einmaligen Ansicht", video: "Video zur einmaligen Ansicht",
      opened: PlayedPhrases(label: "geöffnet", icon: "Geöffnet", text: "Geöffnet")),
    readers: ReaderPhrases(
      label: "gelesen von {names}", icon: "Gelesen von {names}",
      others: PluralPhrase(
        [.one: "einer weiteren Person"], other: "{count} weiteren Personen"),
      list: ListPattern(pair: " und ", middle: ", ", last: " und "),
      failedTo: "Senden an {names} fehlgeschlagen",
      failedToCount: PluralPhrase(
        [.one: "Senden an {count} Person fehlgeschlagen"],
        other: "Senden an {count} Personen fehlgeschlagen"),
      deliveredTo: PluralPhrase(other: "Zugestellt: {count} von {total}")),
    page: PagePhrases(
      title: "Nachrichtenblasen", composerTitle: "Nachricht verfassen",
      animation: "Animation", reducedMotion: "Bewegung reduzieren", haptic: "Haptik",
      announces: "Ansage", polite: "wartet", assertive: "unterbricht", openQuote: "„",
      closeQuote: "“", colon: ": ",
      paletteFails:
        "Farbpaare dieser Palette mit zu geringem Kontrast nach WCAG 2.2 (Kontrastverhältnis, erforderliches Verhältnis, konforme Ersatzfarbe)"
    ),
    labelReadAt: "gelesen um {time}",
    labelSentAt: "gesendet um {time}", labelReadByAll: "von allen gelesen",
    iconReadByAll: "Von allen gelesen"
  )
}

extension Language {
  /// German: one clock everywhere; Austria and South Tyrol write "Jänner" (CLDR).
  package static let german = Language(
    "de", .german,
    regionalDays: { region, base in
      var days = base
      if ["at", "it"].contains(region) { days.months[0] = "Jänner" }
      return days
    })
}
