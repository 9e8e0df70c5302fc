extension Phrasebook {
  /// Czech (`cs`).
  ///
  /// The states are impersonal neuter forms, with no agreement: "odesláno", "doručeno",
  /// "přečteno" ("Fotka, odesláno"). Names never take a case ending: a colon keeps them in
  /// the nominative ("přečteno: Anna a Petr", "Nová zpráva – Petr: …") rather than "od
  /// Petra". Times follow "přečteno" without "v", whose form would follow the spoken hour
  /// ("v 9:05" but "ve 14:42"), which no plural category picks. Counts take the one, few
  /// and other forms ("1 znak", "3 znaky", "5 znaků"); `many` (decimals only) is the
  /// genitive singular Czech writes after a decimal ("1,5 znaku").
  package static let czech = Phrasebook(
    language: "cs",
    pluralRule: "one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0",
    separator: ", ",
    clock: ClockFormat(usesTwelveHours: false, am: "dop.", pm: "odp.", padsTwentyFourHour: false),
    labelStatus: PerState(
      sending: "odesílání", sent: "odesláno", delivered: "doručeno", read: "přečteno",
      failed: "nepodařilo se odeslat, klepnutím to zkusíte znovu"),
    labelReadBy: "přečteno: {count} z\u{00A0}{total}",
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Vy: {text}",
    emptyMessage: "Prázdná zpráva",
    edited: "Upraveno", labelEdited: "upraveno",
    iconLabel: PerState(
      sending: "Odesílání", sent: "Odesláno", delivered: "Doručeno", read: "Přečteno",
      failed: "Nepodařilo se odeslat. Klepnutím to zkusíte znovu."),
    iconReadBy: "Přečteno: {count} z\u{00A0}{total}",
    statusText: PerState(
      sending: "Odesílání…", sent: "Odesláno", delivered: "Doručeno", read: "Přečteno",
      failed: "Nepodařilo se odeslat"),
    statusTextReadAt: "Přečteno {time}",
    badgeOverflow: "99+",
    retryAction: "Zkusit znovu",
    deleteAction: "Smazat",
    failedHint: "Zkuste zprávu odeslat znovu nebo ji smažte.",
    labelFailedPermanently: "nepodařilo se odeslat",
    iconFailedPermanently: "Nepodařilo se odeslat.",
    permanentFailureHint: "Tuto zprávu nelze odeslat. Můžete ji smazat.",
    announceFailed: "Zprávu se nepodařilo odeslat",
    announceNewMessage: "Nová zpráva: {text}",
    announceNewMessageFrom: "Nová zpráva – {name}: {text}",
    attachments: AttachmentNames(
      photo: "Fotka", video: "Video", file: "Soubor", voice: "Hlasová zpráva",
      location: "Poloha", sticker: "Nálepka", contact: "Kontakt"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [
          .one: "Zbývá {count} znak", .few: "Zbývají {count} znaky",
          .many: "Zbývá {count} znaku",
        ],
        other: "Zbývá {count} znaků", none: "Nezbývá žádný znak"),
      charactersOver: PluralPhrase(
        [
          .one: "{count} znak nad limit", .few: "{count} znaky nad limit",
          .many: "{count} znaku nad limit",
        ],
        other: "{count} znaků nad limit"),
      counterLabel: "Počet znaků", send: "Odeslat",
      fieldLabel: "Zpráva", fieldHint: "Napište zprávu, kterou chcete odeslat.",
      emptyError: "Zpráva nesmí být prázdná",
      invalidEncodingError: "Zpráva obsahuje nečitelný text",
      sendDisabledEmpty: "Nejdřív napište zprávu"),
    thread: ThreadPhrases(
      today: "Dnes", yesterday: "Včera",
      days: DayHeadings(
        weekdays: ["neděle", "pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota"],
        months: [
          "ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září",
          "října", "listopadu", "prosince",
        ],
        thisYear: "{weekday} {day}. {month}", otherYear: "{day}. {month} {year}"),
      newMessages: PluralPhrase(
        [
          .one: "{count} nová zpráva", .few: "{count} nové zprávy",
          .many: "{count} nové zprávy",
        ],
        other: "{count} nových zpráv")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "čekání na síť", icon: "Čekání na síť", text: "Čekání na síť"),
      waitingForUser: .init(
        label: "neodesláno, klepnutím odešlete", icon: "Neodesláno. Klepnutím odešlete.",
        text: "Neodesláno"),
      hint: "Zprávu odešlete nebo smažte."),
    upload: UploadPhrases(
      label: "nahrávání", icon: "Nahrávání", text: "Nahrávání…", percent: "{count}\u{00A0}%",
      cancel: "Zrušit"),
    played: PlayedPhrases(label: "přehráno", icon: "Přehráno", text: "Přehráno"),
    edit: EditPhrases(
      waiting: .init(label: "úprava čeká na odeslání", text: "Úprava čeká na odeslání"),
      syncing: .init(label: "ukládání úpravy", text: "Ukládání úpravy…"),
      failed: .init(label: "úprava nebyla uložena", text: "Úprava nebyla uložena"),
      retry: "Znovu uložit úpravu"),
    viewOnce: ViewOncePhrases(
      photo: "Fotka k\u{00A0}jednorázovému zobrazení",
      video: "Video k\u{00A0}jednorázovému zobrazení",
      opened: PlayedPhrases(label: "otevřeno", icon: "Otevřeno", text: "Otevřeno")),
    readers: ReaderPhrases(
      label: "přečteno: {names}", icon: "Přečteno: {names}",
      others: PluralPhrase(
        [.one: "{count} další", .few: "{count} další", .many: "{count} dalšího"],
        other: "{count} dalších"),
      list: ListPattern(pair: " a\u{00A0}", middle: ", ", last: " a\u{00A0}"),
      failedTo: "nepodařilo se odeslat příjemcům: {names}",
      failedToCount: PluralPhrase(
        [
          .one: "nepodařilo se odeslat {count} příjemci",
          .few: "nepodařilo se odeslat {count} příjemcům",
          .many: "nepodařilo se odeslat {count} příjemce",
        ], other: "nepodařilo se odeslat {count} příjemcům"),
      deliveredTo: PluralPhrase(other: "Doručeno: {count} z\u{00A0}{total}")),
    page: PagePhrases(
      title: "Bubliny zpráv", composerTitle: "Psaní zprávy",
      animation: "animace", reducedMotion: "omezení pohybu", haptic: "haptika",
      announces: "předčítání", polite: "čeká", assertive: "přerušuje", openQuote: "„",
      closeQuote: "“", colon: ": ",
      paletteFails:
        "Dvojice barev v\u{00A0}této paletě s\u{00A0}kontrastem pod minimem WCAG 2.2 (kontrastní poměr, požadovaný poměr, vyhovující barva)"
    ),
    labelReadAt: "přečteno {time}",
    labelSentAt: "odesláno {time}", labelReadByAll: "přečetli všichni",
    iconReadByAll: "Přečetli všichni"
  )
}

extension Language {
  /// Czech: one region (`cs-CZ`), `H:mm` with "dop."/"odp." under a 12-hour setting.
  package static let czech = Language("cs", .czech)
}
