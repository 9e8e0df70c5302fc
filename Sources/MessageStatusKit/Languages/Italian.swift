extension Phrasebook {
  /// Italian (`it`).
  ///
  /// Participles agree with "messaggio", whatever the attachment's name ("Foto, letto da
  /// tutti").
  package static let italian = Phrasebook(
    language: "it",
    pluralRule:
      "one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
    separator: ", ",
    clock: .twentyFourHour(padHour: true),
    labelStatus: PerState(
      sending: "invio in corso", sent: "inviato", delivered: "consegnato", read: "letto",
      failed: "invio non riuscito, tocca per riprovare"),
    labelReadBy: PluralPhrase(other: "letto da {count} su {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Tu: {text}",
    emptyMessage: "Messaggio vuoto",
    edited: "Modificato", labelEdited: "modificato",
    iconLabel: PerState(
      sending: "Invio in corso", sent: "Inviato", delivered: "Consegnato", read: "Letto",
      failed: "Invio non riuscito. Tocca per riprovare."),
    iconReadBy: PluralPhrase(other: "Letto da {count} su {total}"),
    statusText: PerState(
      sending: "Invio…", sent: "Inviato", delivered: "Consegnato", read: "Letto",
      failed: "Invio non riuscito"),
    statusTextReadAt: PluralPhrase([.one: "Letto all’{time}"], other: "Letto alle {time}"),
    badgeOverflow: "99+",
    retryAction: "Riprova",
    deleteAction: "Elimina",
    failedHint: "Riprova o elimina questo messaggio.",
    labelFailedPermanently: "invio non riuscito",
    iconFailedPermanently: "Invio non riuscito.",
    permanentFailureHint: "Questo messaggio non può essere inviato. Puoi eliminarlo.",
    announceFailed: "Invio del messaggio non riuscito",
    announceNewMessage: "Nuovo messaggio: {text}",
    announceNewMessageFrom: "Nuovo messaggio da {name}: {text}",
    attachments: AttachmentNames(
      photo: "Foto", video: "Video", file: "File", voice: "Messaggio vocale",
      location: "Posizione", sticker: "Sticker", contact: "Contatto"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "{count} carattere rimanente", .many: "{count} di caratteri rimanenti"],
        other: "{count} caratteri rimanenti", none: "Nessun carattere rimanente"),
      charactersOver: PluralPhrase(
        [.one: "{count} carattere di troppo", .many: "{count} di caratteri di troppo"],
        other: "{count} caratteri di troppo"),
      counterLabel: "Conteggio caratteri", send: "Invia",
      fieldLabel: "Messaggio", fieldHint: "Scrivi un messaggio da inviare.",
      emptyError: "Il messaggio non può essere vuoto",
      invalidEncodingError: "Il messaggio contiene testo illeggibile",
      sendDisabledEmpty: "Scrivi prima un messaggio"),
    thread: ThreadPhrases(
      today: "Oggi", yesterday: "Ieri",
      days: DayHeadings(
        weekdays: ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"],
        months: [
          "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
          "settembre", "ottobre", "novembre", "dicembre",
        ],
        thisYear: "{weekday} {day} {month}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase(
        [.one: "{count} nuovo messaggio", .many: "{count} di nuovi messaggi"],
        other: "{count} nuovi messaggi")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "in attesa della rete", icon: "In attesa della rete", text: "In attesa della rete"),
      waitingForUser: .init(
        label: "non inviato, tocca per inviare", icon: "Non inviato. Tocca per inviare.",
        text: "Non inviato"),
      hint: "Invia o elimina questo messaggio."),
    upload: UploadPhrases(
      label: "caricamento in corso", icon: "Caricamento in corso", text: "Caricamento…",
      percent: "{count}%",
      cancel: "Annulla"),
    played: PlayedPhrases(label: "riprodotto", icon: "Riprodotto", text: "Riprodotto"),
    edit: EditPhrases(
      waiting: .init(label: "modifica in attesa", text: "Modifica in attesa"),
      syncing: .init(label: "salvataggio della modifica", text: "Salvataggio della modifica…"),
      failed: .init(label: "modifica non salvata", text: "Modifica non salvata"),
      retry: "Riprova la modifica"),
    viewOnce: ViewOncePhrases(
      photo: "Foto visualizzabile una volta", video: "Video visualizzabile una volta",
      opened: PlayedPhrases(label: "aperto", icon: "Aperto", text: "Aperto")),
    readers: ReaderPhrases(
      label: "letto da {names}", icon: "Letto da {names}",
      others: PluralPhrase([.one: "un’altra persona"], other: "altre {count} persone"),
      list: ListPattern(pair: " e ", middle: ", ", last: " e "),
      failedTo: "invio a {names} non riuscito",
      failedToCount: PluralPhrase(
        [.one: "invio a {count} persona non riuscito"],
        other: "invio a {count} persone non riuscito"),
      deliveredTo: PluralPhrase(other: "Consegnato a {count} su {total}")),
    page: PagePhrases(
      title: "Fumetti dei messaggi", composerTitle: "Composizione del messaggio",
      animation: "animazione", reducedMotion: "movimento ridotto", haptic: "feedback aptico",
      announces: "annuncio", polite: "differito", assertive: "immediato", openQuote: "«",
      closeQuote: "»", colon: ": ",
      paletteFails:
        "Coppie di colori di questa palette con contrasto insufficiente secondo le WCAG 2.2 (rapporto misurato, rapporto richiesto, colore conforme)"
    ),
    labelReadAt: PluralPhrase([.one: "letto all’{time}"], other: "letto alle {time}"),
    labelSentAt: PluralPhrase([.one: "inviato all’{time}"], other: "inviato alle {time}"),
    labelReadByAll: "letto da tutti",
    iconReadByAll: "Letto da tutti"
  )
}

extension Language {
  /// Italian: one clock and one way of writing dates in every region (CLDR 46).
  package static let italian = Language("it", .italian)
}
