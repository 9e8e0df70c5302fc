extension Phrasebook {
  /// Spanish (`es`), for every region.
  package static let spanish = Phrasebook(
    language: "es",
    pluralRule:
      "one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "a.\u{00A0}m.", pm: "p.\u{00A0}m.", padsTwentyFourHour: false),
    labelStatus: PerState(
      sending: "enviando", sent: "enviado", delivered: "entregado", read: "leído",
      failed: "no se pudo enviar, toca para reintentar"),
    labelReadBy: PluralPhrase(other: "leído por {count} de {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Tú: {text}",
    emptyMessage: "Mensaje vacío",
    edited: "Editado", labelEdited: "editado",
    iconLabel: PerState(
      sending: "Enviando", sent: "Enviado", delivered: "Entregado", read: "Leído",
      failed: "No se pudo enviar. Toca para reintentar."),
    iconReadBy: PluralPhrase(other: "Leído por {count} de {total}"),
    statusText: PerState(
      sending: "Enviando…", sent: "Enviado", delivered: "Entregado", read: "Leído",
      failed: "No se pudo enviar"),
    statusTextReadAt: PluralPhrase([.one: "Leído a la {time}"], other: "Leído a las {time}"),
    badgeOverflow: "99+",
    retryAction: "Reintentar",
    deleteAction: "Eliminar",
    failedHint: "Reintenta o elimina este mensaje.",
    labelFailedPermanently: "no se pudo enviar",
    iconFailedPermanently: "No se pudo enviar.",
    permanentFailureHint: "Este mensaje no se puede enviar. Puedes eliminarlo.",
    announceFailed: "No se pudo enviar el mensaje",
    announceNewMessage: "Nuevo mensaje: {text}",
    announceNewMessageFrom: "Nuevo mensaje de {name}: {text}",
    attachments: AttachmentNames(
      photo: "Foto", video: "Vídeo", file: "Archivo", voice: "Mensaje de voz",
      location: "Ubicación", sticker: "Sticker", contact: "Contacto"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "Queda {count} carácter", .many: "Quedan {count} de caracteres"],
        other: "Quedan {count} caracteres", none: "No quedan caracteres"),
      charactersOver: PluralPhrase(
        [.one: "{count} carácter de más", .many: "{count} de caracteres de más"],
        other: "{count} caracteres de más"),
      counterLabel: "Recuento de caracteres", send: "Enviar",
      fieldLabel: "Mensaje", fieldHint: "Escribe un mensaje para enviarlo.",
      emptyError: "El mensaje no puede estar vacío",
      invalidEncodingError: "El mensaje contiene texto que no se puede leer",
      sendDisabledEmpty: "Escribe un mensaje primero"),
    thread: ThreadPhrases(
      today: "Hoy", yesterday: "Ayer",
      days: DayHeadings(
        weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
        months: [
          "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
          "octubre", "noviembre", "diciembre",
        ],
        thisYear: "{weekday}, {day} de {month}", otherYear: "{day} de {month} de {year}"),
      newMessages: PluralPhrase(
        [.one: "{count} mensaje nuevo", .many: "{count} de mensajes nuevos"],
        other: "{count} mensajes nuevos")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "esperando conexión", icon: "Esperando conexión", text: "Esperando conexión"),
      waitingForUser: .init(
        label: "no enviado, toca para enviar", icon: "No enviado. Toca para enviar.",
        text: "No enviado"),
      hint: "Envía o elimina este mensaje."),
    upload: UploadPhrases(
      label: "subiendo", icon: "Subiendo", text: "Subiendo…", percent: "{count}\u{00A0}%",
      cancel: "Cancelar"),
    played: PlayedPhrases(label: "reproducido", icon: "Reproducido", text: "Reproducido"),
    edit: EditPhrases(
      waiting: .init(label: "edición pendiente", text: "Edición pendiente"),
      syncing: .init(label: "guardando edición", text: "Guardando edición…"),
      failed: .init(label: "edición no guardada", text: "Edición no guardada"),
      retry: "Reintentar edición"),
    viewOnce: ViewOncePhrases(
      photo: "Foto de visualización única", video: "Vídeo de visualización única",
      opened: PlayedPhrases(label: "abierto", icon: "Abierto", text: "Abierto")),
    readers: ReaderPhrases(
      label: "leído por {names}", icon: "Leído por {names}",
      others: PluralPhrase([.one: "{count} persona más"], other: "{count} personas más"),
      list: ListPattern(pair: " y ", middle: ", ", last: " y ", soundRule: .spanishConjunction),
      failedTo: "no se pudo enviar a {names}",
      failedToCount: PluralPhrase(
        [.one: "no se pudo enviar a {count} persona"], other: "no se pudo enviar a {count} personas"
      ),
      deliveredTo: PluralPhrase(other: "Entregado a {count} de {total}")),
    page: PagePhrases(
      title: "Burbujas de mensajes", composerTitle: "Redacción de mensajes",
      animation: "animación", reducedMotion: "movimiento reducido", haptic: "respuesta háptica",
      announces: "anuncio", polite: "diferido", assertive: "inmediato", openQuote: "«",
      closeQuote: "»", colon: ": ",
      paletteFails:
        "Pares de colores de esta paleta que no alcanzan el contraste requerido por las WCAG 2.2 (relación de contraste, relación mínima, un color que sí cumple)"
    ),
    labelReadAt: PluralPhrase([.one: "leído a la {time}"], other: "leído a las {time}"),
    labelSentAt: PluralPhrase([.one: "enviado a la {time}"], other: "enviado a las {time}"),
    labelReadByAll: "leído por todos", iconReadByAll: "Leído por todos"
  )
}

extension Language {
  /// Spanish: the Americas' 12-hour clocks (CLDR 49: Argentina, Chile, Paraguay and Uruguay
  /// write 24-hour ones); Peru and Uruguay write "setiembre".
  package static let spanish = Language(
    "es", .spanish,
    regionalClock: { region, base in
      var clock = base
      if ["419", "cu", "mx", "us"].contains(region) {
        clock = ClockFormat(
          usesTwelveHours: true, am: "a.m.", pm: "p.m.", padsTwentyFourHour: false)
      } else if twelveHourRegions.contains(region) {
        clock.usesTwelveHours = true
      } else if ["ar", "cl", "py", "uy"].contains(region) {
        clock.padsTwentyFourHour = true
      } else if ["br", "bz"].contains(region) {
        clock = ClockFormat(
          usesTwelveHours: false, am: "a.m.", pm: "p.m.", padsTwentyFourHour: true)
      }
      return clock
    },
    regionalDays: { region, base in
      var days = base
      if ["pe", "uy"].contains(region) { days.months[8] = "setiembre" }
      return days
    },
    varieties: [latinAmerican])

  /// Latin-American Spanish (`es-419`): "Video" without the accent.
  package static let latinAmerican = RegionalWords(
    code: "es-419", regions: latinAmericanRegions,
    phrases: [
      "attachments.video": "Video", "viewOnce.video": "Video de visualización única",
    ])

  /// The regions of CLDR's `es_419` and the locales that inherit from it.
  private static let latinAmericanRegions: Set<String> = [
    "419", "ar", "bo", "br", "bz", "cl", "co", "cr", "cu", "do", "ec", "gt", "hn", "mx", "ni",
    "pa", "pe", "pr", "py", "sv", "us", "uy", "ve",
  ]

  /// Spanish regions with `h:mm a` and `a. m.`/`p. m.`.
  private static let twelveHourRegions: Set<String> = [
    "bo", "co", "cr", "do", "ec", "gt", "hn", "ni", "pa", "pe", "ph", "pr", "sv", "ve",
  ]
}
