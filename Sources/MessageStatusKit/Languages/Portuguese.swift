extension Phrasebook {
  /// Brazilian Portuguese (`pt-BR`), also used for every other Portuguese locale.
  ///
  /// "Mensagem" is feminine, so the participles are too: "enviada", "lida".
  package static let portugueseBrazil = Phrasebook(
    language: "pt-BR",
    pluralRule:
      "one: i = 0..1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
    separator: ", ",
    clock: .twentyFourHour(padHour: true),
    labelStatus: PerState(
      sending: "enviando", sent: "enviada", delivered: "entregue", read: "lida",
      failed: "falha no envio, toque para tentar novamente"),
    labelReadBy: PluralPhrase(other: "lida por {count} de {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Você: {text}",
    emptyMessage: "Mensagem vazia",
    edited: "Editada", labelEdited: "editada",
    iconLabel: PerState(
      sending: "Enviando", sent: "Enviada", delivered: "Entregue", read: "Lida",
      failed: "Falha no envio. Toque para tentar novamente."),
    iconReadBy: PluralPhrase(other: "Lida por {count} de {total}"),
    statusText: PerState(
      sending: "Enviando…", sent: "Enviada", delivered: "Entregue", read: "Lida",
      failed: "Falha no envio"),
    statusTextReadAt: PluralPhrase([.one: "Lida à {time}"], other: "Lida às {time}"),
    badgeOverflow: "99+",
    retryAction: "Tentar novamente",
    deleteAction: "Apagar",
    failedHint: "Tente enviar de novo ou apague esta mensagem.",
    labelFailedPermanently: "falha no envio",
    iconFailedPermanently: "Falha no envio.",
    permanentFailureHint: "Esta mensagem não pode ser enviada. Você pode apagá-la.",
    announceFailed: "Não foi possível enviar a mensagem",
    announceNewMessage: "Nova mensagem: {text}",
    announceNewMessageFrom: "Nova mensagem de {name}: {text}",
    attachments: AttachmentNames(
      photo: "Foto", video: "Vídeo", file: "Arquivo", voice: "Mensagem de voz",
      location: "Localização", sticker: "Figurinha", contact: "Contato"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "{count} caractere restante", .many: "{count} de caracteres restantes"],
        other: "{count} caracteres restantes", none: "Nenhum caractere restante"),
      charactersOver: PluralPhrase(
        [.one: "{count} caractere a mais", .many: "{count} de caracteres a mais"],
        other: "{count} caracteres a mais"),
      counterLabel: "Contagem de caracteres", send: "Enviar",
      fieldLabel: "Mensagem", fieldHint: "Digite uma mensagem para enviar.",
      emptyError: "A mensagem não pode estar vazia",
      invalidEncodingError: "A mensagem contém caracteres inválidos",
      sendDisabledEmpty: "Digite uma mensagem primeiro"),
    thread: ThreadPhrases(
      today: "Hoje", yesterday: "Ontem",
      days: DayHeadings(
        weekdays: [
          "domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
          "sábado",
        ],
        months: [
          "janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
          "outubro", "novembro", "dezembro",
        ],
        thisYear: "{weekday}, {day} de {month}", otherYear: "{day} de {month} de {year}"),
      newMessages: PluralPhrase(
        [.one: "{count} nova mensagem", .many: "{count} de novas mensagens"],
        other: "{count} novas mensagens")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "aguardando conexão", icon: "Aguardando conexão", text: "Aguardando conexão"),
      waitingForUser: .init(
        label: "não enviada, toque para enviar", icon: "Não enviada. Toque para enviar.",
        text: "Não enviada"),
      hint: "Envie ou apague esta mensagem."),
    upload: UploadPhrases(
      label: "fazendo upload", icon: "Fazendo upload", text: "Fazendo upload…", percent: "{count}%",
      cancel: "Cancelar"),
    played: PlayedPhrases(label: "reproduzida", icon: "Reproduzida", text: "Reproduzida"),
    edit: EditPhrases(
      waiting: .init(label: "edição pendente", text: "Edição pendente"),
      syncing: .init(label: "salvando edição", text: "Salvando edição…"),
      failed: .init(label: "edição não salva", text: "Edição não salva"),
      retry: "Salvar edição novamente"),
    viewOnce: ViewOncePhrases(
      photo: "Foto de visualização única", video: "Vídeo de visualização única",
      opened: PlayedPhrases(label: "aberta", icon: "Aberta", text: "Aberta")),
    readers: ReaderPhrases(
      label: "lida por {names}", icon: "Lida por {names}",
      others: PluralPhrase([.one: "mais {count} pessoa"], other: "mais {count} pessoas"),
      list: ListPattern(pair: " e ", middle: ", ", last: " e "),
      failedTo: "falha no envio para {names}",
      failedToCount: PluralPhrase(
        [.one: "falha no envio para {count} pessoa"], other: "falha no envio para {count} pessoas"),
      deliveredTo: PluralPhrase(other: "Entregue para {count} de {total}")),
    page: PagePhrases(
      title: "Balões de mensagens", composerTitle: "Escrever mensagem",
      animation: "animação", reducedMotion: "movimento reduzido", haptic: "resposta tátil",
      announces: "anúncio", polite: "diferido", assertive: "imediato", openQuote: "“",
      closeQuote: "”", colon: ": ",
      paletteFails:
        "Pares de cores desta paleta que não atingem o contraste exigido pela WCAG 2.2 (relação de contraste, relação mínima, uma cor que atinge o mínimo)"
    ),
    labelReadAt: PluralPhrase([.one: "lida à {time}"], other: "lida às {time}"),
    labelSentAt: PluralPhrase([.one: "enviada à {time}"], other: "enviada às {time}"),
    labelReadByAll: "lida por todos", iconReadByAll: "Lida por todos"
  )
}

extension Language {
  /// Portuguese: European Portuguese words, Macau's 12-hour clock and Portugal's dotted
  /// day periods (CLDR 46).
  package static let portugueseBrazil = Language(
    "pt-BR", .portugueseBrazil,
    regionalClock: { region, base in
      var clock = base
      if region == "mo" {
        clock = .twelveHour(am: "a.m.", pm: "p.m.")
      } else if dottedPeriodRegions.contains(region) {
        clock.am = "a.m."
        clock.pm = "p.m."
      }
      return clock
    },
    varieties: [european])

  /// European Portuguese (`pt-PT`), as written in Portugal, Africa, Macau and East Timor
  /// (CLDR's `pt_PT` and the locales that inherit from it): its own plural rule (0 is
  /// "0 caracteres") and the words where it differs from Brazil's.
  package static let european = RegionalWords(
    code: "pt-PT", regions: dottedPeriodRegions.union(["mo"]),
    pluralRule:
      "one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
    phrases: [
      "labelStatus.sending": "a enviar", "iconLabel.sending": "A enviar",
      "statusText.sending": "A enviar…",
      "attachments.photo": "Fotografia", "attachments.file": "Ficheiro",
      "viewOnce.photo": "Fotografia de visualização única",
      "attachments.sticker": "Autocolante",
      "attachments.contact": "Contacto",
      "permanentFailureHint": "Esta mensagem não pode ser enviada. Pode apagá-la.",
      "composer.fieldHint": "Escreva uma mensagem para enviar.",
      "composer.sendDisabledEmpty": "Escreva uma mensagem primeiro",
      "composer.charactersRemaining.one": "{count} carácter restante",
      "composer.charactersRemaining.none": "Nenhum carácter restante",
      "composer.charactersOver.one": "{count} carácter a mais",
    ])

  /// Portuguese regions whose day periods are `a.m.`/`p.m.` (pt-PT…); all are 24-hour.
  private static let dottedPeriodRegions: Set<String> = [
    "ao", "ch", "cv", "gq", "gw", "lu", "mz", "pt", "st", "tl",
  ]
}
