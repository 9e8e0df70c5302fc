extension Phrasebook {
  /// Indonesian (`id`).
  ///
  /// Indonesian has one plural form (CLDR `other` only) and no agreement: nouns after a
  /// number stay as they are ("3 karakter"), participles such as "terkirim" and "dibaca"
  /// agree with nothing, and names take no affix ("dibaca oleh {names}", "dari {name}").
  /// Hours and minutes are separated by a full stop, as CLDR's `HH.mm` ("14.42"); a
  /// 12-hour clock, when an app asks for one, is `h.mm a` ("2.42 PM"). The read time is
  /// spoken after "pukul", the word before every time of day.
  package static let indonesian = Phrasebook(
    language: "id",
    pluralRule: "",
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "AM", pm: "PM", padsTwentyFourHour: true, separator: "."),
    labelStatus: PerState(
      sending: "mengirim", sent: "terkirim", delivered: "diterima", read: "dibaca",
      failed: "gagal mengirim, ketuk untuk mencoba lagi"),
    labelReadBy: PluralPhrase(other: "dibaca oleh {count} dari {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Anda: {text}",
    emptyMessage: "Pesan kosong",
    edited: "Diedit", labelEdited: "diedit",
    iconLabel: PerState(
      sending: "Mengirim", sent: "Terkirim", delivered: "Diterima", read: "Dibaca",
      failed: "Gagal mengirim. Ketuk untuk mencoba lagi."),
    iconReadBy: PluralPhrase(other: "Dibaca oleh {count} dari {total}"),
    statusText: PerState(
      sending: "Mengirim…", sent: "Terkirim", delivered: "Diterima", read: "Dibaca",
      failed: "Gagal mengirim"),
    statusTextReadAt: "Dibaca {time}",
    badgeOverflow: "99+",
    retryAction: "Coba lagi",
    deleteAction: "Hapus",
    failedHint: "Coba kirim lagi atau hapus pesan ini.",
    labelFailedPermanently: "gagal mengirim",
    iconFailedPermanently: "Gagal mengirim.",
    permanentFailureHint: "Pesan ini tidak dapat dikirim. Anda dapat menghapusnya.",
    announceFailed: "Pesan gagal dikirim",
    announceNewMessage: "Pesan baru: {text}",
    announceNewMessageFrom: "Pesan baru dari {name}: {text}",
    attachments: AttachmentNames(
      photo: "Foto", video: "Video", file: "File", voice: "Pesan suara",
      location: "Lokasi", sticker: "Stiker", contact: "Kontak"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        other: "Sisa {count} karakter", none: "Tidak ada karakter tersisa"),
      charactersOver: PluralPhrase(other: "Kelebihan {count} karakter"),
      counterLabel: "Jumlah karakter", send: "Kirim",
      fieldLabel: "Pesan", fieldHint: "Ketik pesan untuk dikirim.",
      emptyError: "Pesan tidak boleh kosong",
      invalidEncodingError: "Pesan berisi teks yang tidak dapat dibaca",
      sendDisabledEmpty: "Ketik pesan terlebih dahulu"),
    thread: ThreadPhrases(
      today: "Hari ini", yesterday: "Kemarin",
      days: DayHeadings(
        weekdays: ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"],
        months: [
          "Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus",
          "September", "Oktober", "November", "Desember",
        ],
        thisYear: "{weekday}, {day} {month}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase(other: "{count} pesan baru")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "menunggu jaringan", icon: "Menunggu jaringan", text: "Menunggu jaringan"),
      waitingForUser: .init(
        label: "belum terkirim, ketuk untuk mengirim",
        icon: "Belum terkirim. Ketuk untuk mengirim.", text: "Belum terkirim"),
      hint: "Kirim atau hapus pesan ini."),
    upload: UploadPhrases(
      label: "mengunggah", icon: "Mengunggah", text: "Mengunggah…", percent: "{count}%",
      cancel: "Batal"),
    played: PlayedPhrases(label: "diputar", icon: "Diputar", text: "Diputar"),
    edit: EditPhrases(
      waiting: .init(label: "edit tertunda", text: "Edit tertunda"),
      syncing: .init(label: "menyimpan edit", text: "Menyimpan edit…"),
      failed: .init(label: "edit tidak tersimpan", text: "Edit tidak tersimpan"),
      retry: "Coba simpan edit lagi"),
    viewOnce: ViewOncePhrases(
      photo: "Foto sekali lihat", video: "Video sekali lihat",
      opened: PlayedPhrases(label: "dibuka", icon: "Dibuka", text: "Dibuka")),
    readers: ReaderPhrases(
      label: "dibaca oleh {names}", icon: "Dibaca oleh {names}",
      others: PluralPhrase(other: "{count} lainnya"),
      list: ListPattern(pair: " dan ", middle: ", ", last: ", dan "),
      failedTo: "gagal terkirim ke {names}",
      failedToCount: PluralPhrase(other: "gagal terkirim ke {count} orang"),
      deliveredTo: PluralPhrase(other: "Diterima oleh {count} dari {total}")),
    page: PagePhrases(
      title: "Gelembung pesan", composerTitle: "Penulisan pesan",
      animation: "animasi", reducedMotion: "gerakan dikurangi", haptic: "umpan balik haptik",
      announces: "pengumuman", polite: "menunggu", assertive: "menyela", openQuote: "“",
      closeQuote: "”", colon: ": ",
      paletteFails:
        "Pasangan warna dalam palet ini yang kontrasnya di bawah batas minimum WCAG 2.2 (rasio kontras, rasio yang dibutuhkan, warna yang memenuhi syarat)"
    ),
    labelReadAt: "dibaca pukul {time}",
    labelSentAt: "dikirim pukul {time}", labelReadByAll: "dibaca oleh semua orang",
    iconReadByAll: "Dibaca oleh semua orang"
  )
}

extension Language {
  /// Indonesian: one region (`id-ID`), one clock and one way of writing dates.
  package static let indonesian = Language("id", .indonesian)
}
