extension Phrasebook {
  /// Hungarian (`hu`).
  ///
  /// No suffix is ever joined to a placeholder: a case ending on a name ("Annának",
  /// "Péternek") follows the word's vowel harmony, so the phrases put their endings on fixed
  /// words or use none: "{total} közül {count} elolvasta" (a postposition, not a suffix,
  /// after the number), "elolvasta: {names}" (the names after a colon, as Hungarian apps
  /// list who has seen a message), "{name} új üzenetet küldött: {text}" (the sender the
  /// subject, in the bare nominative), "elolvasva: {time}". A noun after a number stays
  /// singular ("3 karakter", "5 címzett"), so CLDR's `one` and `other` read alike and
  /// `other` serves both. Status words are past participles ("elküldve", "kézbesítve",
  /// "elolvasva") and agree with nothing; the user is addressed formally ("koppintson",
  /// "Ön"), as phone system apps write Hungarian. Times are `14:42` with an unpadded hour,
  /// and a 12-hour clock, when an app asks for one, puts the day period first after a space,
  /// as CLDR's `a h:mm`: "du. 2:42". Dates put the month first and the weekday last:
  /// "Október 21., kedd", "2024. december 30.".
  package static let hungarian = Phrasebook(
    language: "hu",
    pluralRule: "one: n = 1",
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "de.", pm: "du.", padsTwentyFourHour: false, periodFirst: true,
      spaceAfterPeriod: true),
    labelStatus: PerState(
      sending: "küldés folyamatban", sent: "elküldve", delivered: "kézbesítve",
      read: "elolvasva", failed: "nem sikerült elküldeni, koppintson az újraküldéshez"),
    labelReadBy: PluralPhrase(other: "{total} közül {count} elolvasta"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Ön: {text}",
    emptyMessage: "Üres üzenet",
    edited: "Szerkesztve", labelEdited: "szerkesztve",
    iconLabel: PerState(
      sending: "Küldés folyamatban", sent: "Elküldve", delivered: "Kézbesítve",
      read: "Elolvasva", failed: "Nem sikerült elküldeni. Koppintson az újraküldéshez."),
    iconReadBy: PluralPhrase(other: "{total} közül {count} elolvasta"),
    statusText: PerState(
      sending: "Küldés…", sent: "Elküldve", delivered: "Kézbesítve", read: "Elolvasva",
      failed: "Nem sikerült elküldeni"),
    statusTextReadAt: "Elolvasva: {time}",
    badgeOverflow: "99+",
    retryAction: "Újraküldés",
    deleteAction: "Törlés",
    failedHint: "Küldje el újra vagy törölje az üzenetet.",
    labelFailedPermanently: "nem sikerült elküldeni",
    iconFailedPermanently: "Nem sikerült elküldeni.",
    permanentFailureHint: "Ez az üzenet nem küldhető el, csak törölhető.",
    announceFailed: "Nem sikerült elküldeni az üzenetet",
    announceNewMessage: "Új üzenet: {text}",
    announceNewMessageFrom: "{name} új üzenetet küldött: {text}",
    attachments: AttachmentNames(
      photo: "Fotó", video: "Videó", file: "Fájl", voice: "Hangüzenet",
      location: "Tartózkodási hely", sticker: "Matrica", contact: "Névjegy"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        other: "{count} karakter van hátra", none: "Nem maradt több karakter"),
      charactersOver: PluralPhrase(other: "{count} karakterrel több a megengedettnél"),
      counterLabel: "Karakterszám", send: "Küldés",
      fieldLabel: "Üzenet", fieldHint: "Írja be az elküldendő üzenetet.",
      emptyError: "Az üzenet nem lehet üres",
      invalidEncodingError: "Az üzenet olvashatatlan szöveget tartalmaz",
      sendDisabledEmpty: "Előbb írjon egy üzenetet"),
    thread: ThreadPhrases(
      today: "Ma", yesterday: "Tegnap",
      days: DayHeadings(
        weekdays: ["vasárnap", "hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat"],
        months: [
          "január", "február", "március", "április", "május", "június", "július", "augusztus",
          "szeptember", "október", "november", "december",
        ],
        thisYear: "{month} {day}., {weekday}", otherYear: "{year}. {month} {day}."),
      newMessages: PluralPhrase(other: "{count} új üzenet")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "várakozás a hálózatra", icon: "Várakozás a hálózatra",
        text: "Várakozás a hálózatra"),
      waitingForUser: .init(
        label: "nincs elküldve, koppintson a küldéshez",
        icon: "Nincs elküldve. Koppintson a küldéshez.", text: "Nincs elküldve"),
      hint: "Küldje el vagy törölje az üzenetet."),
    upload: UploadPhrases(
      label: "feltöltés folyamatban", icon: "Feltöltés folyamatban", text: "Feltöltés…",
      percent: "{count}%", cancel: "Mégse"),
    played: PlayedPhrases(label: "lejátszva", icon: "Lejátszva", text: "Lejátszva"),
    edit: EditPhrases(
      waiting: .init(label: "szerkesztés függőben", text: "Szerkesztés függőben"),
      syncing: .init(label: "szerkesztés mentése folyamatban", text: "Szerkesztés mentése…"),
      failed: .init(
        label: "a szerkesztés mentése nem sikerült", text: "A szerkesztés mentése nem sikerült"),
      retry: "Szerkesztés mentése újra"),
    viewOnce: ViewOncePhrases(
      photo: "Egyszer megtekinthető fotó", video: "Egyszer megtekinthető videó",
      opened: PlayedPhrases(label: "megnyitva", icon: "Megnyitva", text: "Megnyitva")),
    readers: ReaderPhrases(
      label: "elolvasta: {names}", icon: "Elolvasta: {names}",
      others: PluralPhrase([.one: "egy további személy"], other: "{count} további személy"),
      list: ListPattern(pair: " és ", middle: ", ", last: " és "),
      failedTo: "sikertelen küldés: {names}",
      failedToCount: PluralPhrase(other: "nem sikerült elküldeni {count} címzettnek"),
      deliveredTo: PluralPhrase(other: "Kézbesítve: {total} közül {count}")),
    page: PagePhrases(
      title: "Üzenetbuborékok", composerTitle: "Üzenet írása",
      animation: "animáció", reducedMotion: "csökkentett mozgás", haptic: "haptika",
      announces: "felolvasás", polite: "kivár", assertive: "félbeszakít", openQuote: "„",
      closeQuote: "”", colon: ": ",
      paletteFails:
        "A paletta WCAG 2.2 szerinti minimális kontrasztot el nem érő színpárjai (kontrasztarány, szükséges arány, megfelelő helyettesítő szín)"
    ),
    labelReadAt: "elolvasva: {time}",
    labelSentAt: "elküldve: {time}", labelReadByAll: "mindenki elolvasta",
    iconReadByAll: "Mindenki elolvasta"
  )
}

extension Language {
  /// Hungarian: one clock, one way of writing dates and one list pattern in its one
  /// region CLDR knows (Hungary).
  package static let hungarian = Language("hu", .hungarian)
}
