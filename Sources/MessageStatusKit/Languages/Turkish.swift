extension Phrasebook {
  /// Turkish (`tr`).
  ///
  /// No suffix is ever joined to a placeholder: a case ending on a name or a number
  /// ("Ayşe'den", "3'ü", "14:42'de") follows the sound of the word by vowel harmony and
  /// consonant mutation, so the phrases are built around endings on fixed words or none:
  /// "{total} kişiden {count} kişi okudu", "{names} okudu" (the names are the subject, in
  /// the bare nominative), "{name} yeni bir mesaj gönderdi: {text}", "okundu, saat {time}".
  /// A noun after a number stays singular ("3 karakter", "5 kişi"), so CLDR's `one` and
  /// `other` read alike and `other` serves both. Status words are impersonal passives
  /// ("gönderildi", "okundu") and agree with nothing. A 12-hour clock, when an app asks
  /// for one, puts the day period first after a space, as CLDR's `a h:mm`: "ÖS 2:42".
  package static let turkish = Phrasebook(
    language: "tr",
    pluralRule: "one: n = 1",
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "ÖÖ", pm: "ÖS", padsTwentyFourHour: true, periodFirst: true,
      spaceAfterPeriod: true),
    labelStatus: PerState(
      sending: "gönderiliyor", sent: "gönderildi", delivered: "iletildi", read: "okundu",
      failed: "gönderilemedi, tekrar denemek için dokunun"),
    labelReadBy: PluralPhrase(other: "{total} kişiden {count} kişi okudu"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Siz: {text}",
    emptyMessage: "Boş mesaj",
    edited: "Düzenlendi", labelEdited: "düzenlendi",
    iconLabel: PerState(
      sending: "Gönderiliyor", sent: "Gönderildi", delivered: "İletildi", read: "Okundu",
      failed: "Gönderilemedi. Tekrar denemek için dokunun."),
    iconReadBy: PluralPhrase(other: "{total} kişiden {count} kişi okudu"),
    statusText: PerState(
      sending: "Gönderiliyor…", sent: "Gönderildi", delivered: "İletildi", read: "Okundu",
      failed: "Gönderilemedi"),
    statusTextReadAt: "Okundu {time}",
    badgeOverflow: "99+",
    retryAction: "Tekrar dene",
    deleteAction: "Sil",
    failedHint: "Bu mesajı tekrar göndermeyi deneyin veya silin.",
    labelFailedPermanently: "gönderilemedi",
    iconFailedPermanently: "Gönderilemedi.",
    permanentFailureHint: "Bu mesaj gönderilemiyor. Mesajı silebilirsiniz.",
    announceFailed: "Mesaj gönderilemedi",
    announceNewMessage: "Yeni mesaj: {text}",
    announceNewMessageFrom: "{name} yeni bir mesaj gönderdi: {text}",
    attachments: AttachmentNames(
      photo: "Fotoğraf", video: "Video", file: "Dosya", voice: "Sesli mesaj",
      location: "Konum", sticker: "Çıkartma", contact: "Kişi"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        other: "{count} karakter kaldı", none: "Hiç karakter kalmadı"),
      charactersOver: PluralPhrase(other: "{count} karakter fazla"),
      counterLabel: "Karakter sayısı", send: "Gönder",
      fieldLabel: "Mesaj", fieldHint: "Göndermek için bir mesaj yazın.",
      emptyError: "Mesaj boş olamaz",
      invalidEncodingError: "Mesaj okunamayan metin içeriyor",
      sendDisabledEmpty: "Önce bir mesaj yazın"),
    thread: ThreadPhrases(
      today: "Bugün", yesterday: "Dün",
      days: DayHeadings(
        weekdays: ["Pazar", "Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi"],
        months: [
          "Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül",
          "Ekim", "Kasım", "Aralık",
        ],
        thisYear: "{day} {month} {weekday}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase(other: "{count} yeni mesaj")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "ağ bekleniyor", icon: "Ağ bekleniyor", text: "Ağ bekleniyor"),
      waitingForUser: .init(
        label: "gönderilmedi, göndermek için dokunun",
        icon: "Gönderilmedi. Göndermek için dokunun.", text: "Gönderilmedi"),
      hint: "Bu mesajı gönderin veya silin."),
    upload: UploadPhrases(
      label: "yükleniyor", icon: "Yükleniyor", text: "Yükleniyor…", percent: "%{count}",
      cancel: "İptal"),
    played: PlayedPhrases(label: "dinlendi", icon: "Dinlendi", text: "Dinlendi"),
    edit: EditPhrases(
      waiting: .init(label: "düzenleme beklemede", text: "Düzenleme beklemede"),
      syncing: .init(label: "düzenleme kaydediliyor", text: "Düzenleme kaydediliyor…"),
      failed: .init(label: "düzenleme kaydedilemedi", text: "Düzenleme kaydedilemedi"),
      retry: "Düzenlemeyi tekrar dene"),
    viewOnce: ViewOncePhrases(
      photo: "Tek seferlik fotoğraf", video: "Tek seferlik video",
      opened: PlayedPhrases(label: "açıldı", icon: "Açıldı", text: "Açıldı")),
    readers: ReaderPhrases(
      label: "{names} okudu", icon: "{names} okudu",
      others: PluralPhrase(other: "{count} kişi daha"),
      list: ListPattern(pair: " ve ", middle: ", ", last: " ve "),
      failedTo: "şu kişilere gönderilemedi: {names}",
      failedToCount: PluralPhrase(other: "{count} kişiye gönderilemedi"),
      deliveredTo: PluralPhrase(other: "İletildi: {total} kişiden {count} kişi")),
    page: PagePhrases(
      title: "Mesaj balonları", composerTitle: "Mesaj yazma alanı",
      animation: "animasyon", reducedMotion: "azaltılmış hareket",
      haptic: "dokunsal geri bildirim", announces: "sesli duyuru", polite: "bekleyerek",
      assertive: "araya girerek", openQuote: "“",
      closeQuote: "”", colon: ": ",
      paletteFails:
        "Bu palette WCAG 2.2 asgari kontrast düzeyinin altında kalan renk çiftleri (kontrast oranı, gereken oran, ölçütü karşılayan bir renk)"
    ),
    labelReadAt: "okundu, saat {time}",
    labelSentAt: "gönderildi, saat {time}", labelReadByAll: "herkes okudu",
    iconReadByAll: "Herkes okudu"
  )
}

extension Language {
  /// Turkish: Turkey's `14:42` (and `ÖS 2:42` on a 12-hour setting), and Cyprus's 12-hour
  /// clock with the day period after the time, `2:42 ÖS` (CLDR 46 and ICU 72's `h:mm a`);
  /// dates are written alike in both regions.
  package static let turkish = Language(
    "tr", .turkish,
    regionalClock: { region, base in
      region == "cy" ? .twelveHour(am: "ÖÖ", pm: "ÖS") : base
    })
}
