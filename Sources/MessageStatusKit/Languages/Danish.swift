extension Phrasebook {
  /// Danish (`da`), for Denmark and Greenland alike.
  ///
  /// Danish participles stay the same with "besked" and every attachment name ("Billede,
  /// læst af alle"), and names take no endings ("fra {name}", "læst af {names}"). "Læst af
  /// 3 ud af 5" leaves the count without a noun to agree with. Times are written as CLDR's
  /// `HH.mm` ("14.42") and read after "kl." and a no-break space ("læst kl. 14.42"), as
  /// Danish writes a time of day; a 12-hour clock, when an app asks for one, is `h.mm a`
  /// ("2.42 PM"). The informal "du" and "tryk" of iOS and Android in Danish.
  package static let danish = Phrasebook(
    language: "da",
    pluralRule: "one: n = 1 or t != 0 and i = 0,1",
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "AM", pm: "PM", padsTwentyFourHour: true, separator: "."),
    labelStatus: PerState(
      sending: "sendes", sent: "sendt", delivered: "leveret", read: "læst",
      failed: "kunne ikke sendes, tryk for at prøve igen"),
    labelReadBy: PluralPhrase(other: "læst af {count} ud af {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Du: {text}",
    emptyMessage: "Tom besked",
    edited: "Redigeret", labelEdited: "redigeret",
    iconLabel: PerState(
      sending: "Sendes", sent: "Sendt", delivered: "Leveret", read: "Læst",
      failed: "Kunne ikke sendes. Tryk for at prøve igen."),
    iconReadBy: PluralPhrase(other: "Læst af {count} ud af {total}"),
    statusText: PerState(
      sending: "Sendes…", sent: "Sendt", delivered: "Leveret", read: "Læst",
      failed: "Kunne ikke sendes"),
    statusTextReadAt: "Læst kl.\u{00A0}{time}",
    badgeOverflow: "99+",
    retryAction: "Prøv igen",
    deleteAction: "Slet",
    failedHint: "Send beskeden igen eller slet den.",
    labelFailedPermanently: "kunne ikke sendes",
    iconFailedPermanently: "Kunne ikke sendes.",
    permanentFailureHint: "Denne besked kan ikke sendes, kun slettes.",
    announceFailed: "Beskeden kunne ikke sendes",
    announceNewMessage: "Ny besked: {text}",
    announceNewMessageFrom: "Ny besked fra {name}: {text}",
    attachments: AttachmentNames(
      photo: "Billede", video: "Video", file: "Fil", voice: "Talebesked",
      location: "Lokalitet", sticker: "Klistermærke", contact: "Kontakt"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        other: "{count} tegn tilbage", none: "Ingen tegn tilbage"),
      charactersOver: PluralPhrase(
        [.one: "{count} tegn for meget"], other: "{count} tegn for mange"),
      counterLabel: "Antal tegn", send: "Send",
      fieldLabel: "Besked", fieldHint: "Skriv den besked, du vil sende.",
      emptyError: "Beskeden må ikke være tom",
      invalidEncodingError: "Beskeden indeholder tekst, der ikke kan læses",
      sendDisabledEmpty: "Skriv en besked først"),
    thread: ThreadPhrases(
      today: "I dag", yesterday: "I går",
      days: DayHeadings(
        weekdays: ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
        months: [
          "januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september",
          "oktober", "november", "december",
        ],
        thisYear: "{weekday} {day}. {month}", otherYear: "{day}. {month} {year}"),
      newMessages: PluralPhrase([.one: "{count} ny besked"], other: "{count} nye beskeder")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "venter på netværk", icon: "Venter på netværk", text: "Venter på netværk"),
      waitingForUser: .init(
        label: "ikke sendt, tryk for at sende", icon: "Ikke sendt. Tryk for at sende.",
        text: "Ikke sendt"),
      hint: "Send eller slet beskeden."),
    upload: UploadPhrases(
      label: "uploades", icon: "Uploades", text: "Uploades…", percent: "{count}\u{00A0}%",
      cancel: "Annuller"),
    played: PlayedPhrases(label: "afspillet", icon: "Afspillet", text: "Afspillet"),
    edit: EditPhrases(
      waiting: .init(label: "redigering afventer", text: "Redigering afventer"),
      syncing: .init(label: "gemmer redigering", text: "Gemmer redigering…"),
      failed: .init(label: "redigeringen blev ikke gemt", text: "Redigeringen blev ikke gemt"),
      retry: "Prøv at gemme redigeringen igen"),
    viewOnce: ViewOncePhrases(
      photo: "Billede til engangsvisning", video: "Video til engangsvisning",
      opened: PlayedPhrases(label: "åbnet", icon: "Åbnet", text: "Åbnet")),
    readers: ReaderPhrases(
      label: "læst af {names}", icon: "Læst af {names}",
      others: PluralPhrase([.one: "{count} anden"], other: "{count} andre"),
      list: ListPattern(pair: " og ", middle: ", ", last: " og "),
      failedTo: "kunne ikke sendes til {names}",
      failedToCount: PluralPhrase(
        [.one: "kunne ikke sendes til {count} person"],
        other: "kunne ikke sendes til {count} personer"),
      deliveredTo: PluralPhrase(other: "Leveret til {count} ud af {total}")),
    page: PagePhrases(
      title: "Beskedbobler", composerTitle: "Skriv besked",
      animation: "Animation", reducedMotion: "Reducer bevægelse", haptic: "Haptik",
      announces: "Oplæsning", polite: "venter", assertive: "afbryder", openQuote: "“",
      closeQuote: "”", colon: ": ",
      paletteFails:
        "Farvepar i denne palet med for lav kontrast ifølge WCAG 2.2 (kontrastforhold, krævet forhold, godkendt erstatningsfarve)"
    ),
    labelReadAt: "læst kl.\u{00A0}{time}",
    labelSentAt: "sendt kl.\u{00A0}{time}", labelReadByAll: "læst af alle",
    iconReadByAll: "Læst af alle"
  )
}

extension Language {
  /// Danish: one clock, one list and one set of day headings in Denmark and Greenland
  /// (ICU 72 and CLDR 49 agree).
  package static let danish = Language("da", .danish)
}
