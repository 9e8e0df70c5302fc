extension Phrasebook {
  /// French (`fr`).
  ///
  /// A no-break space (U+00A0) precedes colons, as French typography asks.
  package static let french = Phrasebook(
    language: "fr",
    pluralRule:
      "one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
    separator: ", ",
    clock: .twentyFourHour(padHour: true),
    labelStatus: PerState(
      sending: "envoi en cours", sent: "envoyé", delivered: "distribué", read: "lu",
      failed: "échec de l’envoi, touchez pour réessayer"),
    labelReadBy: PluralPhrase(other: "lu par {count} sur {total}"),
    labelSenderPrefixed: "{name}\u{00A0}: {text}",
    previewOwn: "Vous\u{00A0}: {text}",
    emptyMessage: "Message vide",
    edited: "Modifié", labelEdited: "modifié",
    iconLabel: PerState(
      sending: "Envoi en cours", sent: "Envoyé", delivered: "Distribué", read: "Lu",
      failed: "Échec de l’envoi. Touchez pour réessayer."),
    iconReadBy: PluralPhrase(other: "Lu par {count} sur {total}"),
    statusText: PerState(
      sending: "Envoi…", sent: "Envoyé", delivered: "Distribué", read: "Lu",
      failed: "Échec de l’envoi"),
    statusTextReadAt: "Lu à {time}",
    badgeOverflow: "99+",
    retryAction: "Réessayer",
    deleteAction: "Supprimer",
    failedHint: "Réessayez ou supprimez ce message.",
    labelFailedPermanently: "échec de l’envoi",
    iconFailedPermanently: "Échec de l’envoi.",
    permanentFailureHint: "Ce message ne peut pas être envoyé. Vous pouvez le supprimer.",
    announceFailed: "Échec de l’envoi du message",
    announceNewMessage: "Nouveau message\u{00A0}: {text}",
    announceNewMessageFrom: "Nouveau message de {name}\u{00A0}: {text}",
    attachments: AttachmentNames(
      photo: "Photo", video: "Vidéo", file: "Fichier", voice: "Message vocal",
      location: "Position", sticker: "Autocollant", contact: "Contact"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "{count} caractère restant", .many: "{count} de caractères restants"],
        other: "{count} caractères restants", none: "Aucun caractère restant"),
      charactersOver: PluralPhrase(
        [.one: "{count} caractère en trop", .many: "{count} de caractères en trop"],
        other: "{count} caractères en trop"),
      counterLabel: "Nombre de caractères", send: "Envoyer",
      fieldLabel: "Message", fieldHint: "Saisissez un message à envoyer.",
      emptyError: "Le message ne peut pas être vide",
      invalidEncodingError: "Le message contient du texte illisible",
      sendDisabledEmpty: "Saisissez d’abord un message"),
    thread: ThreadPhrases(
      today: "Aujourd’hui", yesterday: "Hier",
      days: DayHeadings(
        weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
        months: [
          "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
          "octobre", "novembre", "décembre",
        ],
        thisYear: "{weekday} {day} {month}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase(
        [.one: "{count} nouveau message", .many: "{count} de nouveaux messages"],
        other: "{count} nouveaux messages")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "en attente du réseau", icon: "En attente du réseau", text: "En attente du réseau"),
      waitingForUser: .init(
        label: "non envoyé, touchez pour envoyer", icon: "Non envoyé. Touchez pour envoyer.",
        text: "Non envoyé"),
      hint: "Envoyez ou supprimez ce message."),
    upload: UploadPhrases(
      label: "téléversement en cours", icon: "Téléversement en cours", text: "Téléversement…",
      percent: "{count}\u{00A0}%",
      cancel: "Annuler"),
    played: PlayedPhrases(label: "écouté", icon: "Écouté", text: "Écouté"),
    edit: EditPhrases(
      waiting: .init(label: "modification en attente", text: "Modification en attente"),
      syncing: .init(
        label: "enregistrement de la modification", text: "Enregistrement de la modification…"),
      failed: .init(label: "modification non enregistrée", text: "Modification non enregistrée"),
      retry: "Réessayer la modification"),
    viewOnce: ViewOncePhrases(
      photo: "Photo à vue unique", video: "Vidéo à vue unique",
      opened: PlayedPhrases(label: "ouvert", icon: "Ouvert", text: "Ouvert")),
    readers: ReaderPhrases(
      label: "lu par {names}", icon: "Lu par {names}",
      others: PluralPhrase([.one: "{count} autre"], other: "{count} autres"),
      list: ListPattern(pair: " et ", middle: ", ", last: " et "),
      failedTo: "échec de l’envoi à {names}",
      failedToCount: PluralPhrase(
        [.one: "échec de l’envoi à {count} personne"], other: "échec de l’envoi à {count} personnes"
      ),
      deliveredTo: PluralPhrase(other: "Distribué à {count} sur {total}")),
    page: PagePhrases(
      title: "Bulles de messages", composerTitle: "Rédaction de message",
      animation: "animation", reducedMotion: "animations réduites", haptic: "retour haptique",
      announces: "annonce", polite: "différée", assertive: "immédiate", openQuote: "«\u{00A0}",
      closeQuote: "\u{00A0}»", colon: "\u{00A0}: ",
      paletteFails:
        "Paires de couleurs de cette palette au contraste insuffisant selon les WCAG 2.2 (rapport mesuré, rapport requis, couleur conforme)"
    ),
    labelReadAt: "lu à {time}",
    labelSentAt: "envoyé à {time}", labelReadByAll: "lu par tous", iconReadByAll: "Lu par tous",
    elision: Elision(
      word: "de ", elided: "d’",
      letters: [
        "a", "e", "i", "o", "u", "h", "à", "â", "ä", "é", "è", "ê", "ë", "î", "ï", "ô", "ö",
        "ù", "û", "ü", "œ", "æ",
      ],
      onlyBeforeConsonant: ["y"])
  )
}

extension Language {
  /// French: 12-hour clocks in a few regions and Canada's `14 h 42` (CLDR 46).
  package static let french = Language(
    "fr", .french,
    regionalClock: { region, base in
      var clock = base
      if ["dj", "dz", "mr", "sy", "td", "tn", "vu"].contains(region) {
        clock.usesTwelveHours = true
      } else if region == "ca" {
        clock = ClockFormat(
          usesTwelveHours: false, am: "a.m.", pm: "p.m.", padsTwentyFourHour: true, separator: " h "
        )
      }
      return clock
    })
}
