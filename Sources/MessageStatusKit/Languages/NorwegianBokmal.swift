extension Phrasebook {
  /// Norwegian Bokmål (`nb`), for Norway and Svalbard alike.
  ///
  /// Participles in "-t" do not inflect in the singular, so "sendt", "levert", "lest" fit
  /// "melding" and every attachment name ("Bilde, lest av alle"). "Lest: 3 av 5": the colon
  /// keeps the words free of the count and avoids "lest av 3 av 5". Times take "kl." and a
  /// no-break space ("lest kl. 14:42"); an ellipsis follows a no-break space ("Sendes …"),
  /// as Norwegian typography writes an unfinished phrase. The informal "du" and "trykk" of
  /// iOS and Android in Norwegian.
  package static let norwegianBokmal = Phrasebook(
    language: "nb",
    pluralRule: "one: n = 1",
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "a.m.", pm: "p.m.", padsTwentyFourHour: true),
    labelStatus: PerState(
      sending: "sendes", sent: "sendt", delivered: "levert", read: "lest",
      failed: "kunne ikke sendes, trykk for å prøve igjen"),
    labelReadBy: "lest: {count} av {total}",
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Du: {text}",
    emptyMessage: "Tom melding",
    edited: "Redigert", labelEdited: "redigert",
    iconLabel: PerState(
      sending: "Sendes", sent: "Sendt", delivered: "Levert", read: "Lest",
      failed: "Kunne ikke sendes. Trykk for å prøve igjen."),
    iconReadBy: "Lest: {count} av {total}",
    statusText: PerState(
      sending: "Sendes\u{00A0}…", sent: "Sendt", delivered: "Levert", read: "Lest",
      failed: "Kunne ikke sendes"),
    statusTextReadAt: "Lest kl.\u{00A0}{time}",
    badgeOverflow: "99+",
    retryAction: "Prøv igjen",
    deleteAction: "Slett",
    failedHint: "Send meldingen på nytt eller slett den.",
    labelFailedPermanently: "kunne ikke sendes",
    iconFailedPermanently: "Kunne ikke sendes.",
    permanentFailureHint: "Denne meldingen kan ikke sendes, bare slettes.",
    announceFailed: "Meldingen kunne ikke sendes",
    announceNewMessage: "Ny melding: {text}",
    announceNewMessageFrom: "Ny melding fra {name}: {text}",
    attachments: AttachmentNames(
      photo: "Bilde", video: "Video", file: "Fil", voice: "Talemelding",
      location: "Posisjon", sticker: "Klistremerke", contact: "Kontakt"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        other: "{count} tegn igjen", none: "Ingen tegn igjen"),
      charactersOver: PluralPhrase(other: "{count} tegn for mye"),
      counterLabel: "Antall tegn", send: "Send",
      fieldLabel: "Melding", fieldHint: "Skriv meldingen du vil sende.",
      emptyError: "Meldingen kan ikke være tom",
      invalidEncodingError: "Meldingen inneholder tekst som ikke kan leses",
      sendDisabledEmpty: "Skriv en melding først"),
    thread: ThreadPhrases(
      today: "I dag", yesterday: "I går",
      days: DayHeadings(
        weekdays: ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
        months: [
          "januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september",
          "oktober", "november", "desember",
        ],
        thisYear: "{weekday} {day}. {month}", otherYear: "{day}. {month} {year}"),
      newMessages: PluralPhrase([.one: "{count} ny melding"], other: "{count} nye meldinger")
    ),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "venter på nettverk", icon: "Venter på nettverk", text: "Venter på nettverk"),
      waitingForUser: .init(
        label: "ikke sendt, trykk for å sende", icon: "Ikke sendt. Trykk for å sende.",
        text: "Ikke sendt"),
      hint: "Send eller slett meldingen."),
    upload: UploadPhrases(
      label: "lastes opp", icon: "Lastes opp", text: "Lastes opp\u{00A0}…",
      percent: "{count}\u{00A0}%", cancel: "Avbryt"),
    played: PlayedPhrases(label: "avspilt", icon: "Avspilt", text: "Avspilt"),
    edit: EditPhrases(
      waiting: .init(label: "endring venter", text: "Endring venter"),
      syncing: .init(label: "lagrer endring", text: "Lagrer endring\u{00A0}…"),
      failed: .init(label: "endringen ble ikke lagret", text: "Endringen ble ikke lagret"),
      retry: "Prøv å lagre endringen igjen"),
    viewOnce: ViewOncePhrases(
      photo: "Bilde for engangsvisning", video: "Video for engangsvisning",
      opened: PlayedPhrases(label: "åpnet", icon: "Åpnet", text: "Åpnet")),
    readers: ReaderPhrases(
      label: "lest av {names}", icon: "Lest av {names}",
      others: PluralPhrase([.one: "én annen"], other: "{count} andre"),
      list: ListPattern(pair: " og ", middle: ", ", last: " og "),
      failedTo: "kunne ikke sendes til {names}",
      failedToCount: PluralPhrase(
        [.one: "kunne ikke sendes til {count} person"],
        other: "kunne ikke sendes til {count} personer"),
      deliveredTo: PluralPhrase(other: "Levert til {count} av {total}")),
    page: PagePhrases(
      title: "Meldingsbobler", composerTitle: "Skriv melding",
      animation: "Animasjon", reducedMotion: "Reduser bevegelse", haptic: "Haptikk",
      announces: "Opplesning", polite: "venter", assertive: "avbryter", openQuote: "«",
      closeQuote: "»", colon: ": ",
      paletteFails:
        "Fargepar i denne paletten med for lav kontrast ifølge WCAG 2.2 (kontrastforhold, minstekrav, godkjent erstatningsfarge)"
    ),
    labelReadAt: "lest kl.\u{00A0}{time}",
    labelSentAt: "sendt kl.\u{00A0}{time}", labelReadByAll: "lest av alle",
    iconReadByAll: "Lest av alle"
  )
}

extension Language {
  /// Norwegian Bokmål: one clock, one list and the same day headings in every region
  /// (Norway, Svalbard and Jan Mayen).
  package static let norwegianBokmal = Language("nb", .norwegianBokmal)
}
