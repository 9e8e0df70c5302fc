extension Phrasebook {
  /// Dutch (`nl`), for the Netherlands, Belgium, Suriname and the Caribbean alike.
  ///
  /// Dutch participles do not inflect after a noun, so "verzonden", "gelezen" fit "bericht"
  /// and every attachment name ("Foto, gelezen door iedereen"). Names and numbers take no
  /// endings: "van {name}", "gelezen door {names}". The informal "je" and "tik" of iOS and
  /// WhatsApp in Dutch.
  package static let dutch = Phrasebook(
    language: "nl",
    pluralRule: "one: i = 1 and v = 0",
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "a.m.", pm: "p.m.", padsTwentyFourHour: true),
    labelStatus: PerState(
      sending: "wordt verzonden", sent: "verzonden", delivered: "afgeleverd", read: "gelezen",
      failed: "verzenden mislukt, tik om het opnieuw te proberen"),
    labelReadBy: PluralPhrase(other: "gelezen door {count} van de {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Jij: {text}",
    emptyMessage: "Leeg bericht",
    edited: "Bewerkt", labelEdited: "bewerkt",
    iconLabel: PerState(
      sending: "Wordt verzonden", sent: "Verzonden", delivered: "Afgeleverd", read: "Gelezen",
      failed: "Verzenden mislukt. Tik om het opnieuw te proberen."),
    iconReadBy: PluralPhrase(other: "Gelezen door {count} van de {total}"),
    statusText: PerState(
      sending: "Verzenden…", sent: "Verzonden", delivered: "Afgeleverd", read: "Gelezen",
      failed: "Verzenden mislukt"),
    statusTextReadAt: "Gelezen om {time}",
    badgeOverflow: "99+",
    retryAction: "Opnieuw proberen",
    deleteAction: "Verwijderen",
    failedHint: "Probeer het opnieuw of verwijder dit bericht.",
    labelFailedPermanently: "verzenden mislukt",
    iconFailedPermanently: "Verzenden mislukt.",
    permanentFailureHint: "Dit bericht kan niet worden verzonden. Je kunt het verwijderen.",
    announceFailed: "Bericht kon niet worden verzonden",
    announceNewMessage: "Nieuw bericht: {text}",
    announceNewMessageFrom: "Nieuw bericht van {name}: {text}",
    attachments: AttachmentNames(
      photo: "Foto", video: "Video", file: "Bestand", voice: "Spraakbericht",
      location: "Locatie", sticker: "Sticker", contact: "Contact"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "Nog {count} teken over"], other: "Nog {count} tekens over",
        none: "Geen tekens meer over"),
      charactersOver: PluralPhrase(
        [.one: "{count} teken te veel"], other: "{count} tekens te veel"),
      counterLabel: "Aantal tekens", send: "Verzenden",
      fieldLabel: "Bericht", fieldHint: "Typ een bericht om te verzenden.",
      emptyError: "Bericht mag niet leeg zijn",
      invalidEncodingError: "Bericht bevat onleesbare tekst",
      sendDisabledEmpty: "Typ eerst een bericht"),
    thread: ThreadPhrases(
      today: "Vandaag", yesterday: "Gisteren",
      days: DayHeadings(
        weekdays: [
          "zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag",
        ],
        months: [
          "januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
          "september", "oktober", "november", "december",
        ],
        thisYear: "{weekday} {day} {month}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase(
        [.one: "{count} nieuw bericht"], other: "{count} nieuwe berichten")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "wachten op netwerk", icon: "Wachten op netwerk", text: "Wachten op netwerk"),
      waitingForUser: .init(
        label: "niet verzonden, tik om te verzenden", icon: "Niet verzonden. Tik om te verzenden.",
        text: "Niet verzonden"),
      hint: "Verzend of verwijder dit bericht."),
    upload: UploadPhrases(
      label: "wordt geüpload", icon: "Wordt geüpload", text: "Uploaden…", percent: "{count}%",
      cancel: "Annuleren"),
    played: PlayedPhrases(label: "afgespeeld", icon: "Afgespeeld", text: "Afgespeeld"),
    edit: EditPhrases(
      waiting: .init(label: "bewerking in wachtrij", text: "Bewerking in wachtrij"),
      syncing: .init(label: "bewerking wordt opgeslagen", text: "Bewerking wordt opgeslagen…"),
      failed: .init(label: "bewerking niet opgeslagen", text: "Bewerking niet opgeslagen"),
      retry: "Bewerking opnieuw proberen"),
    viewOnce: ViewOncePhrases(
      photo: "Foto voor eenmalige weergave", video: "Video voor eenmalige weergave",
      opened: PlayedPhrases(label: "geopend", icon: "Geopend", text: "Geopend")),
    readers: ReaderPhrases(
      label: "gelezen door {names}", icon: "Gelezen door {names}",
      others: PluralPhrase([.one: "{count} ander"], other: "{count} anderen"),
      list: ListPattern(pair: " en ", middle: ", ", last: " en "),
      failedTo: "verzenden naar {names} mislukt",
      failedToCount: PluralPhrase(
        [.one: "verzenden naar {count} persoon mislukt"],
        other: "verzenden naar {count} personen mislukt"),
      deliveredTo: PluralPhrase(other: "Afgeleverd bij {count} van de {total}")),
    page: PagePhrases(
      title: "Berichtballonnen", composerTitle: "Bericht opstellen",
      animation: "animatie", reducedMotion: "verminderde beweging", haptic: "haptische feedback",
      announces: "aankondiging", polite: "wacht", assertive: "onderbreekt", openQuote: "‘",
      closeQuote: "’", colon: ": ",
      paletteFails:
        "Kleurparen in dit palet die niet voldoen aan het minimumcontrast van WCAG 2.2 (contrastverhouding, vereiste contrastverhouding, een kleur die wel voldoet)"
    ),
    labelReadAt: "gelezen om {time}",
    labelSentAt: "verzonden om {time}", labelReadByAll: "gelezen door iedereen",
    iconReadByAll: "Gelezen door iedereen"
  )
}

extension Language {
  /// Dutch: one clock and one way of writing dates in every region (`nl-NL`, `nl-BE`,
  /// `nl-SR`, `nl-AW`, `nl-BQ`, `nl-CW`, `nl-SX`; ICU 72 and CLDR agree).
  package static let dutch = Language("nl", .dutch)
}
