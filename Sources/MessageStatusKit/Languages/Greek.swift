extension Phrasebook {
  /// Greek (`el`).
  ///
  /// States are past passive verbs ("στάλθηκε", "διαβάστηκε"), which agree with no noun, so
  /// they fit a message and an attachment alike; "Επεξεργασμένο" agrees with "μήνυμα". The
  /// user is addressed in the polite plural ("πατήστε"), as Greek system apps do. A read
  /// time takes "στη" at one o'clock and "στις" otherwise ("στη 1:05 μ.μ.", "στις 2:05 μ.μ.");
  /// dates write months in the genitive ("Τρίτη 21 Οκτωβρίου").
  package static let greek = Phrasebook(
    language: "el",
    pluralRule: "one: n = 1",
    separator: ", ",
    clock: .twelveHour(am: "π.μ.", pm: "μ.μ."),
    labelStatus: PerState(
      sending: "αποστέλλεται", sent: "στάλθηκε", delivered: "παραδόθηκε", read: "διαβάστηκε",
      failed: "αποτυχία αποστολής, πατήστε για επανάληψη"),
    labelReadBy: PluralPhrase(other: "διαβάστηκε από {count} από τους {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Εσείς: {text}",
    emptyMessage: "Κενό μήνυμα",
    edited: "Επεξεργασμένο", labelEdited: "επεξεργασμένο",
    iconLabel: PerState(
      sending: "Αποστέλλεται", sent: "Στάλθηκε", delivered: "Παραδόθηκε", read: "Διαβάστηκε",
      failed: "Αποτυχία αποστολής. Πατήστε για επανάληψη."),
    iconReadBy: PluralPhrase(other: "Διαβάστηκε από {count} από τους {total}"),
    statusText: PerState(
      sending: "Αποστολή…", sent: "Στάλθηκε", delivered: "Παραδόθηκε", read: "Διαβάστηκε",
      failed: "Αποτυχία αποστολής"),
    statusTextReadAt: PluralPhrase(
      [.one: "Διαβάστηκε στη {time}"], other: "Διαβάστηκε στις {time}"),
    badgeOverflow: "99+",
    retryAction: "Επανάληψη",
    deleteAction: "Διαγραφή",
    failedHint: "Επαναλάβετε την αποστολή ή διαγράψτε αυτό το μήνυμα.",
    labelFailedPermanently: "αποτυχία αποστολής",
    iconFailedPermanently: "Αποτυχία αποστολής.",
    permanentFailureHint: "Αυτό το μήνυμα δεν μπορεί να σταλεί. Μπορείτε να το διαγράψετε.",
    announceFailed: "Η αποστολή του μηνύματος απέτυχε",
    announceNewMessage: "Νέο μήνυμα: {text}",
    announceNewMessageFrom: "Νέο μήνυμα από {name}: {text}",
    attachments: AttachmentNames(
      photo: "Φωτογραφία", video: "Βίντεο", file: "Αρχείο", voice: "Φωνητικό μήνυμα",
      location: "Τοποθεσία", sticker: "Αυτοκόλλητο", contact: "Επαφή"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "Απομένει {count} χαρακτήρας"], other: "Απομένουν {count} χαρακτήρες",
        none: "Δεν απομένουν χαρακτήρες"),
      charactersOver: PluralPhrase(
        [.one: "{count} χαρακτήρας πάνω από το όριο"],
        other: "{count} χαρακτήρες πάνω από το όριο"),
      counterLabel: "Αριθμός χαρακτήρων", send: "Αποστολή",
      fieldLabel: "Μήνυμα", fieldHint: "Πληκτρολογήστε ένα μήνυμα για αποστολή.",
      emptyError: "Το μήνυμα δεν μπορεί να είναι κενό",
      invalidEncodingError: "Το μήνυμα περιέχει κείμενο που δεν μπορεί να διαβαστεί",
      sendDisabledEmpty: "Πληκτρολογήστε πρώτα ένα μήνυμα"),
    thread: ThreadPhrases(
      today: "Σήμερα", yesterday: "Χθες",
      days: DayHeadings(
        weekdays: ["Κυριακή", "Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο"],
        months: [
          "Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
          "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου",
        ],
        thisYear: "{weekday} {day} {month}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase([.one: "{count} νέο μήνυμα"], other: "{count} νέα μηνύματα")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "αναμονή για δίκτυο", icon: "Αναμονή για δίκτυο", text: "Αναμονή για δίκτυο"),
      waitingForUser: .init(
        label: "δεν στάλθηκε, πατήστε για αποστολή", icon: "Δεν στάλθηκε. Πατήστε για αποστολή.",
        text: "Δεν στάλθηκε"),
      hint: "Στείλτε ή διαγράψτε αυτό το μήνυμα."),
    upload: UploadPhrases(
      label: "μεταφορτώνεται", icon: "Μεταφορτώνεται", text: "Μεταφόρτωση…", percent: "{count}%",
      cancel: "Ακύρωση"),
    played: PlayedPhrases(label: "αναπαράχθηκε", icon: "Αναπαράχθηκε", text: "Αναπαράχθηκε"),
    edit: EditPhrases(
      waiting: .init(label: "επεξεργασία σε αναμονή", text: "Επεξεργασία σε αναμονή"),
      syncing: .init(label: "αποθήκευση επεξεργασίας", text: "Αποθήκευση επεξεργασίας…"),
      failed: .init(
        label: "η επεξεργασία δεν αποθηκεύτηκε", text: "Η επεξεργασία δεν αποθηκεύτηκε"),
      retry: "Επανάληψη αποθήκευσης"),
    viewOnce: ViewOncePhrases(
      photo: "Φωτογραφία μίας προβολής", video: "Βίντεο μίας προβολής",
      opened: PlayedPhrases(label: "ανοίχτηκε", icon: "Ανοίχτηκε", text: "Ανοίχτηκε")),
    readers: ReaderPhrases(
      label: "διαβάστηκε από {names}", icon: "Διαβάστηκε από {names}",
      others: PluralPhrase([.one: "ένα ακόμη άτομο"], other: "{count} ακόμη άτομα"),
      list: ListPattern(pair: " και ", middle: ", ", last: " και "),
      failedTo: "αποτυχία αποστολής προς {names}",
      failedToCount: PluralPhrase(
        [.one: "αποτυχία αποστολής προς {count} άτομο"],
        other: "αποτυχία αποστολής προς {count} άτομα"),
      deliveredTo: PluralPhrase(other: "Παραδόθηκε σε {count} από τους {total}")),
    page: PagePhrases(
      title: "Φυσαλίδες μηνυμάτων", composerTitle: "Σύνταξη μηνύματος",
      animation: "εφέ κίνησης", reducedMotion: "μείωση κίνησης", haptic: "απτική απόκριση",
      announces: "ανακοίνωση", polite: "περιμένει", assertive: "διακόπτει", openQuote: "«",
      closeQuote: "»", colon: ": ",
      paletteFails:
        "Ζεύγη χρωμάτων αυτής της παλέτας με αντίθεση κάτω από το ελάχιστο των WCAG 2.2 (λόγος αντίθεσης, απαιτούμενος λόγος, χρώμα που πληροί το όριο)"
    ),
    labelReadAt: PluralPhrase(
      [.one: "διαβάστηκε στη {time}"], other: "διαβάστηκε στις {time}"),
    labelSentAt: PluralPhrase([.one: "στάλθηκε στη {time}"], other: "στάλθηκε στις {time}"),
    labelReadByAll: "διαβάστηκε από όλους",
    iconReadByAll: "Διαβάστηκε από όλους"
  )
}

extension Language {
  /// Greek: one clock (CLDR's `h:mm a`, "2:05 μ.μ."), one list and one way of writing dates
  /// in Greece and Cyprus.
  package static let greek = Language("el", .greek)
}
