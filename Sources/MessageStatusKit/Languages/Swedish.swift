extension Phrasebook {
  /// Swedish (`sv`).
  ///
  /// "Läst: 3 av 5": the colon keeps the words free of agreement with the count; times
  /// take "kl." and a no-break space ("läst kl. 14:42"), as Swedish writes a time of day.
  package static let swedish = Phrasebook(
    language: "sv",
    pluralRule: "one: i = 1 and v = 0",
    separator: ", ",
    clock: .twentyFourHour(padHour: true),
    labelStatus: PerState(
      sending: "skickas", sent: "skickat", delivered: "levererat", read: "läst",
      failed: "kunde inte skickas, tryck för att försöka igen"),
    labelReadBy: "läst: {count} av {total}",
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Du: {text}",
    emptyMessage: "Tomt meddelande",
    edited: "Redigerat", labelEdited: "redigerat",
    iconLabel: PerState(
      sending: "Skickas", sent: "Skickat", delivered: "Levererat", read: "Läst",
      failed: "Kunde inte skickas. Tryck för att försöka igen."),
    iconReadBy: "Läst: {count} av {total}",
    statusText: PerState(
      sending: "Skickas…", sent: "Skickat", delivered: "Levererat", read: "Läst",
      failed: "Kunde inte skickas"),
    statusTextReadAt: "Läst kl.\u{00A0}{time}",
    badgeOverflow: "99+",
    retryAction: "Försök igen",
    deleteAction: "Radera",
    failedHint: "Skicka meddelandet igen eller radera det.",
    labelFailedPermanently: "kunde inte skickas",
    iconFailedPermanently: "Kunde inte skickas.",
    permanentFailureHint: "Det här meddelandet kan inte skickas, bara raderas.",
    announceFailed: "Meddelandet kunde inte skickas",
    announceNewMessage: "Nytt meddelande: {text}",
    announceNewMessageFrom: "Nytt meddelande från {name}: {text}",
    attachments: AttachmentNames(
      photo: "Bild", video: "Video", file: "Fil", voice: "Röstmeddelande",
      location: "Plats", sticker: "Klistermärke", contact: "Kontakt"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        other: "{count} tecken kvar", none: "Inga tecken kvar"),
      charactersOver: PluralPhrase(other: "{count} tecken för mycket"),
      counterLabel: "Antal tecken", send: "Skicka",
      fieldLabel: "Meddelande", fieldHint: "Skriv meddelandet som ska skickas.",
      emptyError: "Meddelandet får inte vara tomt",
      invalidEncodingError: "Meddelandet innehåller oläslig text",
      sendDisabledEmpty: "Skriv ett meddelande först"),
    thread: ThreadPhrases(
      today: "I dag", yesterday: "I går",
      days: DayHeadings(
        weekdays: ["söndag", "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag"],
        months: [
          "januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september",
          "oktober", "november", "december",
        ],
        thisYear: "{weekday} {day} {month}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase([.one: "{count} nytt meddelande"], other: "{count} nya meddelanden")
    ),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "väntar på nätverk", icon: "Väntar på nätverk", text: "Väntar på nätverk"),
      waitingForUser: .init(
        label: "inte skickat, tryck för att skicka", icon: "Inte skickat. Tryck för att skicka.",
        text: "Inte skickat"),
      hint: "Skicka eller radera meddelandet."),
    upload: UploadPhrases(
      label: "laddas upp", icon: "Laddas upp", text: "Laddas upp…", percent: "{count}\u{00A0}%",
      cancel: "Avbryt"),
    played: PlayedPhrases(label: "uppspelat", icon: "Uppspelat", text: "Uppspelat"),
    edit: EditPhrases(
      waiting: .init(label: "redigering väntar", text: "Redigering väntar"),
      syncing: .init(label: "sparar redigering", text: "Sparar redigering…"),
      failed: .init(label: "redigeringen sparades inte", text: "Redigeringen sparades inte"),
      retry: "Försök spara redigeringen igen"),
    viewOnce: ViewOncePhrases(
      photo: "Bild för engångsvisning", video: "Video för engångsvisning",
      opened: PlayedPhrases(label: "öppnat", icon: "Öppnat", text: "Öppnat")),
    readers: ReaderPhrases(
      label: "läst av {names}", icon: "Läst av {names}",
      others: PluralPhrase([.one: "en person till"], other: "{count} personer till"),
      list: ListPattern(pair: " och ", middle: ", ", last: " och "),
      failedTo: "kunde inte skickas till {names}",
      failedToCount: PluralPhrase(
        [.one: "kunde inte skickas till {count} person"],
        other: "kunde inte skickas till {count} personer"),
      deliveredTo: PluralPhrase(other: "Levererat: {count} av {total}")),
    page: PagePhrases(
      title: "Meddelandebubblor", composerTitle: "Skriv meddelande",
      animation: "Animering", reducedMotion: "Minska rörelse", haptic: "Haptik",
      announces: "Uppläsning", polite: "väntar", assertive: "avbryter", openQuote: "”",
      closeQuote: "”", colon: ": ",
      paletteFails:
        "Färgpar i den här paletten med för låg kontrast enligt WCAG 2.2 (kontrastförhållande, lägsta krav, godkänd ersättningsfärg)"
    ),
    labelReadAt: "läst kl.\u{00A0}{time}",
    labelSentAt: "skickat kl.\u{00A0}{time}", labelReadByAll: "läst av alla",
    iconReadByAll: "Läst av alla"
  )
}

extension Language {
  /// Swedish: Sweden's clock ("09:05"), and Finland's in Finland ("9.05", "14.42"; CLDR 49).
  package static let swedish = Language(
    "sv", .swedish,
    regionalClock: { region, base in
      guard region == "fi" else { return base }
      var clock = base
      clock.padsTwentyFourHour = false
      clock.separator = "."
      return clock
    })
}
