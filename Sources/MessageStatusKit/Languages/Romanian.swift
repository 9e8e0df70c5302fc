extension Phrasebook {
  /// Romanian (`ro`).
  ///
  /// Participles agree with "mesaj" (neuter: the masculine singular form), whatever the
  /// attachment's name ("Fotografie, citit de toți"). A failure is said impersonally ("nu
  /// s-a putut trimite"), which agrees with nothing. Users are addressed with the polite
  /// plural ("Atingeți", "Ștergeți"). Counts take the one, few and other forms: 2–19 and
  /// 101–119 (`few`) put the noun right after the number ("3 mesaje noi"), 20 and more
  /// (`other`) with "de" ("20 de mesaje noi"). Names follow "de" and "către", which keep
  /// them in the nominative ("nu s-a putut trimite către Ana și Bob").
  package static let romanian = Phrasebook(
    language: "ro",
    pluralRule: "one: i = 1 and v = 0; few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19",
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "a.m.", pm: "p.m.", padsTwentyFourHour: true),
    labelStatus: PerState(
      sending: "se trimite", sent: "trimis", delivered: "livrat", read: "citit",
      failed: "nu s-a putut trimite, atingeți pentru a reîncerca"),
    labelReadBy: PluralPhrase(other: "citit de {count} din {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Dvs.: {text}",
    emptyMessage: "Mesaj gol",
    edited: "Editat", labelEdited: "editat",
    iconLabel: PerState(
      sending: "Se trimite", sent: "Trimis", delivered: "Livrat", read: "Citit",
      failed: "Nu s-a putut trimite. Atingeți pentru a reîncerca."),
    iconReadBy: PluralPhrase(other: "Citit de {count} din {total}"),
    statusText: PerState(
      sending: "Se trimite…", sent: "Trimis", delivered: "Livrat", read: "Citit",
      failed: "Nu s-a putut trimite"),
    statusTextReadAt: "Citit la {time}",
    badgeOverflow: "99+",
    retryAction: "Reîncercați",
    deleteAction: "Ștergeți",
    failedHint: "Reîncercați sau ștergeți mesajul.",
    labelFailedPermanently: "nu s-a putut trimite",
    iconFailedPermanently: "Nu s-a putut trimite.",
    permanentFailureHint: "Mesajul nu poate fi trimis. Îl puteți șterge.",
    announceFailed: "Mesajul nu a putut fi trimis",
    announceNewMessage: "Mesaj nou: {text}",
    announceNewMessageFrom: "Mesaj nou de la {name}: {text}",
    attachments: AttachmentNames(
      photo: "Fotografie", video: "Videoclip", file: "Fișier", voice: "Mesaj vocal",
      location: "Locație", sticker: "Autocolant", contact: "Contact"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "{count} caracter rămas", .few: "{count} caractere rămase"],
        other: "{count} de caractere rămase", none: "Niciun caracter rămas"),
      charactersOver: PluralPhrase(
        [.one: "{count} caracter peste limită", .few: "{count} caractere peste limită"],
        other: "{count} de caractere peste limită"),
      counterLabel: "Număr de caractere", send: "Trimiteți",
      fieldLabel: "Mesaj", fieldHint: "Scrieți mesajul pe care doriți să-l trimiteți.",
      emptyError: "Mesajul nu poate fi gol",
      invalidEncodingError: "Mesajul conține text care nu poate fi citit",
      sendDisabledEmpty: "Scrieți mai întâi un mesaj"),
    thread: ThreadPhrases(
      today: "Azi", yesterday: "Ieri",
      days: DayHeadings(
        weekdays: ["duminică", "luni", "marți", "miercuri", "joi", "vineri", "sâmbătă"],
        months: [
          "ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august",
          "septembrie", "octombrie", "noiembrie", "decembrie",
        ],
        thisYear: "{weekday}, {day} {month}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase(
        [.one: "{count} mesaj nou", .few: "{count} mesaje noi"],
        other: "{count} de mesaje noi")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "se așteaptă rețeaua", icon: "Se așteaptă rețeaua", text: "Se așteaptă rețeaua"),
      waitingForUser: .init(
        label: "netrimis, atingeți pentru a trimite", icon: "Netrimis. Atingeți pentru a trimite.",
        text: "Netrimis"),
      hint: "Trimiteți sau ștergeți mesajul."),
    upload: UploadPhrases(
      label: "se încarcă", icon: "Se încarcă", text: "Se încarcă…", percent: "{count}\u{00A0}%",
      cancel: "Anulați"),
    played: PlayedPhrases(label: "redat", icon: "Redat", text: "Redat"),
    edit: EditPhrases(
      waiting: .init(label: "editare în așteptare", text: "Editare în așteptare"),
      syncing: .init(label: "se salvează editarea", text: "Se salvează editarea…"),
      failed: .init(label: "editarea nu a fost salvată", text: "Editarea nu a fost salvată"),
      retry: "Reîncercați salvarea editării"),
    viewOnce: ViewOncePhrases(
      photo: "Fotografie cu vizualizare unică", video: "Videoclip cu vizualizare unică",
      opened: PlayedPhrases(label: "deschis", icon: "Deschis", text: "Deschis")),
    readers: ReaderPhrases(
      label: "citit de {names}", icon: "Citit de {names}",
      others: PluralPhrase(
        [.one: "încă o persoană", .few: "încă {count} persoane"],
        other: "încă {count} de persoane"),
      list: ListPattern(pair: " și ", middle: ", ", last: " și "),
      failedTo: "nu s-a putut trimite către {names}",
      failedToCount: PluralPhrase(
        [
          .one: "nu s-a putut trimite către {count} persoană",
          .few: "nu s-a putut trimite către {count} persoane",
        ],
        other: "nu s-a putut trimite către {count} de persoane"),
      deliveredTo: PluralPhrase(other: "Livrat către {count} din {total}")),
    page: PagePhrases(
      title: "Baloane de mesaje", composerTitle: "Scrierea mesajului",
      animation: "animație", reducedMotion: "mișcare redusă", haptic: "feedback haptic",
      announces: "anunț", polite: "așteaptă", assertive: "întrerupe", openQuote: "„",
      closeQuote: "”", colon: ": ",
      paletteFails:
        "Perechi de culori din această paletă cu un contrast sub minimul WCAG 2.2 (raport de contrast, raport necesar, culoare conformă)"
    ),
    labelReadAt: "citit la {time}",
    labelSentAt: "trimis la {time}", labelReadByAll: "citit de toți",
    iconReadByAll: "Citit de toți"
  )
}

extension Language {
  /// Romanian: one clock, one way of writing dates and one list of names in Romania and
  /// Moldova (CLDR 42 and 46).
  package static let romanian = Language("ro", .romanian)
}
