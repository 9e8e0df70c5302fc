extension Phrasebook {
  /// Finnish (`fi`).
  ///
  /// Counts of a group ("5 vastaanottajasta 3 on lukenut") put the case ending on a noun,
  /// never on a bare number, whose ending would follow how the number is said (5:stä,
  /// 6:sta); names stay uninflected after a noun or a colon ("lähettäjältä {name}",
  /// "Lukeneet: {names}"). Times take "klo" and a no-break space ("luettu klo 14.42"),
  /// hours and minutes separated by a period, as CLDR writes them (`H.mm`).
  package static let finnish = Phrasebook(
    language: "fi",
    pluralRule: "one: i = 1 and v = 0",
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "ap.", pm: "ip.", padsTwentyFourHour: false, separator: "."),
    labelStatus: PerState(
      sending: "lähetetään", sent: "lähetetty", delivered: "toimitettu", read: "luettu",
      failed: "lähetys epäonnistui, yritä uudelleen napauttamalla"),
    labelReadBy: "{total} vastaanottajasta {count} on lukenut",
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Sinä: {text}",
    emptyMessage: "Tyhjä viesti",
    edited: "Muokattu", labelEdited: "muokattu",
    iconLabel: PerState(
      sending: "Lähetetään", sent: "Lähetetty", delivered: "Toimitettu", read: "Luettu",
      failed: "Lähetys epäonnistui. Yritä uudelleen napauttamalla."),
    iconReadBy: "{total} vastaanottajasta {count} on lukenut",
    statusText: PerState(
      sending: "Lähetetään…", sent: "Lähetetty", delivered: "Toimitettu", read: "Luettu",
      failed: "Lähetys epäonnistui"),
    statusTextReadAt: "Luettu klo\u{00A0}{time}",
    badgeOverflow: "99+",
    retryAction: "Yritä uudelleen",
    deleteAction: "Poista",
    failedHint: "Lähetä viesti uudelleen tai poista se.",
    labelFailedPermanently: "lähetys epäonnistui",
    iconFailedPermanently: "Lähetys epäonnistui.",
    permanentFailureHint: "Tätä viestiä ei voi lähettää. Voit poistaa sen.",
    announceFailed: "Viestin lähetys epäonnistui",
    announceNewMessage: "Uusi viesti: {text}",
    announceNewMessageFrom: "Uusi viesti lähettäjältä {name}: {text}",
    attachments: AttachmentNames(
      photo: "Kuva", video: "Video", file: "Tiedosto", voice: "Ääniviesti",
      location: "Sijainti", sticker: "Tarra", contact: "Yhteystieto"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "{count} merkki jäljellä"], other: "{count} merkkiä jäljellä",
        none: "Ei merkkejä jäljellä"),
      charactersOver: PluralPhrase(
        [.one: "{count} merkki liikaa"], other: "{count} merkkiä liikaa"),
      counterLabel: "Merkkimäärä", send: "Lähetä",
      fieldLabel: "Viesti", fieldHint: "Kirjoita lähetettävä viesti.",
      emptyError: "Viesti ei voi olla tyhjä",
      invalidEncodingError: "Viestissä on tekstiä, jota ei voi lukea",
      sendDisabledEmpty: "Kirjoita ensin viesti"),
    thread: ThreadPhrases(
      today: "Tänään", yesterday: "Eilen",
      days: DayHeadings(
        weekdays: [
          "sunnuntai", "maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai",
        ],
        months: [
          "tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta",
          "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta",
        ],
        thisYear: "{weekday} {day}. {month}", otherYear: "{day}. {month} {year}"),
      newMessages: PluralPhrase([.one: "{count} uusi viesti"], other: "{count} uutta viestiä")
    ),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "odotetaan verkkoyhteyttä", icon: "Odotetaan verkkoyhteyttä",
        text: "Odotetaan verkkoyhteyttä"),
      waitingForUser: .init(
        label: "ei lähetetty, lähetä napauttamalla", icon: "Ei lähetetty. Lähetä napauttamalla.",
        text: "Ei lähetetty"),
      hint: "Lähetä tai poista viesti."),
    upload: UploadPhrases(
      label: "ladataan", icon: "Ladataan", text: "Ladataan…", percent: "{count}\u{00A0}%",
      cancel: "Peruuta"),
    played: PlayedPhrases(label: "toistettu", icon: "Toistettu", text: "Toistettu"),
    edit: EditPhrases(
      waiting: .init(label: "muokkaus odottaa", text: "Muokkaus odottaa"),
      syncing: .init(label: "tallennetaan muokkausta", text: "Tallennetaan muokkausta…"),
      failed: .init(label: "muokkausta ei tallennettu", text: "Muokkausta ei tallennettu"),
      retry: "Tallenna muokkaus uudelleen"),
    viewOnce: ViewOncePhrases(
      photo: "Kerran katsottava kuva", video: "Kerran katsottava video",
      opened: PlayedPhrases(label: "avattu", icon: "Avattu", text: "Avattu")),
    readers: ReaderPhrases(
      label: "lukeneet: {names}", icon: "Lukeneet: {names}",
      others: PluralPhrase([.one: "{count} muu"], other: "{count} muuta"),
      list: ListPattern(pair: " ja ", middle: ", ", last: " ja "),
      failedTo: "lähetys epäonnistui: {names}",
      failedToCount: PluralPhrase(other: "lähetys epäonnistui {count} vastaanottajalle"),
      deliveredTo: PluralPhrase(other: "{total} vastaanottajasta {count} on saanut viestin")),
    page: PagePhrases(
      title: "Viestikuplat", composerTitle: "Viestin kirjoittaminen",
      animation: "Animaatio", reducedMotion: "Vähennä liikettä", haptic: "Haptiikka",
      announces: "Ilmoittaa", polite: "odottaen", assertive: "keskeyttäen", openQuote: "”",
      closeQuote: "”", colon: ": ",
      paletteFails:
        "Tämän paletin väriparit, joiden kontrasti jää alle WCAG 2.2:n vähimmäisvaatimuksen (kontrastisuhde, vaadittu suhde, vaatimuksen täyttävä väri)"
    ),
    labelReadAt: "luettu klo\u{00A0}{time}",
    labelSentAt: "lähetetty klo\u{00A0}{time}", labelReadByAll: "kaikki ovat lukeneet",
    iconReadByAll: "Kaikki ovat lukeneet"
  )
}

extension Language {
  /// Finnish: one clock, one list and one way of writing dates (`fi`, `fi-FI`).
  package static let finnish = Language("fi", .finnish)
}
