extension Phrasebook {
  /// English: the reference language, matching the tables of the Accessibility labels and languages and Status styles articles word for word.
  package static let english = Phrasebook(
    language: "en",
    pluralRule: "one: i = 1 and v = 0",
    separator: ", ",
    clock: .twelveHour(am: "AM", pm: "PM"),
    labelStatus: PerState(
      sending: "sending", sent: "sent", delivered: "delivered", read: "read",
      failed: "failed to send, tap to retry"),
    labelReadBy: PluralPhrase(other: "read by {count} of {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "You: {text}",
    emptyMessage: "Empty message",
    edited: "Edited", labelEdited: "edited",
    iconLabel: PerState(
      sending: "Sending", sent: "Sent", delivered: "Delivered", read: "Read",
      failed: "Failed to send. Tap to retry."),
    iconReadBy: PluralPhrase(other: "Read by {count} of {total}"),
    statusText: PerState(
      sending: "Sending…", sent: "Sent", delivered: "Delivered", read: "Read",
      failed: "Failed to send"),
    statusTextReadAt: "Read {time}",
    badgeOverflow: "99+",
    retryAction: "Retry",
    deleteAction: "Delete",
    failedHint: "Retry or delete this message.",
    labelFailedPermanently: "failed to send",
    iconFailedPermanently: "Failed to send.",
    permanentFailureHint: "This message cannot be sent. You can delete it.",
    announceFailed: "Message failed to send",
    announceNewMessage: "New message: {text}",
    announceNewMessageFrom: "New message from {name}: {text}",
    attachments: AttachmentNames(
      photo: "Photo", video: "Video", file: "File", voice: "Voice message",
      location: "Location", sticker: "Sticker", contact: "Contact"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "{count} character remaining"], other: "{count} characters remaining",
        none: "No characters remaining"),
      charactersOver: PluralPhrase(
        [.one: "{count} character over the limit"], other: "{count} characters over the limit"),
      counterLabel: "Character count", send: "Send",
      fieldLabel: "Message", fieldHint: "Type a message to send.",
      emptyError: "Message cannot be empty",
      invalidEncodingError: "Message contains text that cannot be read",
      sendDisabledEmpty: "Type a message first"),
    thread: ThreadPhrases(
      today: "Today", yesterday: "Yesterday",
      days: DayHeadings(
        weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        months: [
          "January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December",
        ],
        thisYear: "{weekday}, {month} {day}", otherYear: "{month} {day}, {year}"),
      newMessages: PluralPhrase([.one: "{count} new message"], other: "{count} new messages")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "waiting for network", icon: "Waiting for network", text: "Waiting for network"),
      waitingForUser: .init(
        label: "not sent, tap to send", icon: "Not sent. Tap to send.", text: "Not sent"),
      hint: "Send or delete this message."),
    upload: UploadPhrases(
      label: "uploading", icon: "Uploading", text: "Uploading…", percent: "{count}%",
      cancel: "Cancel"),
    played: PlayedPhrases(label: "played", icon: "Played", text: "Played"),
    edit: EditPhrases(
      waiting: .init(label: "edit pending", text: "Edit pending"),
      syncing: .init(label: "saving edit", text: "Saving edit…"),
      failed: .init(label: "edit not saved", text: "Edit not saved"),
      retry: "Retry edit"),
    viewOnce: ViewOncePhrases(
      photo: "View-once photo", video: "View-once video",
      opened: PlayedPhrases(label: "opened", icon: "Opened", text: "Opened")),
    readers: ReaderPhrases(
      label: "read by {names}", icon: "Read by {names}",
      others: PluralPhrase([.one: "{count} other"], other: "{count} others"),
      list: ListPattern(pair: " and ", middle: ", ", last: ", and "),
      failedTo: "failed to send to {names}",
      failedToCount: PluralPhrase(
        [.one: "failed to send to {count} person"], other: "failed to send to {count} people"),
      deliveredTo: PluralPhrase(other: "Delivered to {count} of {total}")),
    page: .english,
    labelReadAt: "read at {time}",
    labelSentAt: "sent at {time}", labelReadByAll: "read by everyone",
    iconReadByAll: "Read by everyone"
  )
}

extension PagePhrases {
  /// English page words, also those of a phrasebook that gives none.
  static let english = PagePhrases(
    title: "Message bubbles", composerTitle: "Message composer",
    animation: "animation", reducedMotion: "reduced motion", haptic: "haptic",
    announces: "announces", polite: "polite", assertive: "assertive", openQuote: "“",
    closeQuote: "”", colon: ": ",
    paletteFails:
      "Color pairs in this palette below the WCAG 2.2 contrast minimum (contrast ratio, ratio needed, a color that passes)"
  )
}

extension Language {
  /// English: regional clocks (CLDR 46) and day-first dates (CLDR 49) outside the Americas.
  package static let english = Language(
    "en", .english,
    regionalClock: { region, base in
      if twentyFourHourRegions.contains(region) {
        ClockFormat(usesTwelveHours: false, am: "am", pm: "pm", padsTwentyFourHour: true)
      } else if ["dk", "id"].contains(region) {
        ClockFormat(
          usesTwelveHours: false, am: "am", pm: "pm", padsTwentyFourHour: true, separator: ".")
      } else if region == "fi" {
        ClockFormat(
          usesTwelveHours: false, am: "am", pm: "pm", padsTwentyFourHour: false, separator: ".")
      } else if region == "il" {
        ClockFormat(usesTwelveHours: false, am: "am", pm: "pm", padsTwentyFourHour: false)
      } else if region == "jp" {
        ClockFormat(usesTwelveHours: false, am: "AM", pm: "PM", padsTwentyFourHour: false)
      } else if region == "ca" {
        .twelveHour(am: "a.m.", pm: "p.m.")
      } else if lowercaseTwelveHourRegions.contains(region) {
        .twelveHour(am: "am", pm: "pm")
      } else {
        base
      }
    },
    regionalList: { region, base in
      var list = base
      if !serialCommaRegions.contains(region) { list.last = " and " }
      return list
    },
    regionalDays: { region, base in
      var days = base
      if dayFirstRegions.contains(region) {
        days.thisYear = "{weekday} {day} {month}"
        days.otherYear = "{day} {month} {year}"
      } else if region == "in" {
        days.thisYear = "{weekday}, {day} {month}"
        days.otherYear = "{day} {month} {year}"
      }
      return days
    })

  /// English regions whose lists keep the serial comma ("Alice, Bob, and Carol").
  ///
  /// The United States and its territories, the Philippines, Burundi, the Emirates and
  /// Japan (CLDR 49; ICU 72 agrees but for Japan, which it has no English for). Every other
  /// region writes CLDR's `en_001` list, "Alice, Bob and Carol".
  private static let serialCommaRegions: Set<String> = [
    "us", "as", "gu", "mh", "mp", "pr", "um", "vi", "ph", "bi", "ae", "jp",
  ]

  /// English regions with `HH:mm` and `am`/`pm` (en-GB, en-IE, en-ZA, en-150…; Estonia,
  /// Georgia, Latvia, Lithuania and Ukraine from CLDR 49).
  private static let twentyFourHourRegions: Set<String> = [
    "150", "ai", "at", "be", "bi", "bw", "bz", "cc", "ch", "ck", "cm", "cx", "cz", "de", "dg",
    "ee", "es", "fk", "fr", "gb", "ge", "gg", "gi", "gs", "hu", "ie", "im", "io", "it", "je", "ke",
    "lt", "lv", "mg", "ms", "mt", "mu", "mv", "nf", "ng", "nl", "no", "nr", "nu", "pl", "pn", "pt",
    "ro", "rw", "sc", "se", "sh", "si", "sk", "sx", "tk", "tv", "tz", "ua", "ug", "za", "zm", "zw",
  ]

  /// English regions with `h:mm a` and lowercase `am`/`pm` (en-AU, en-NZ, en-001…); India
  /// writes `AM`/`PM` as the United States does (CLDR 49).
  private static let lowercaseTwelveHourRegions: Set<String> = [
    "001", "ag", "au", "bb", "bm", "bs", "cy", "dm", "er", "fj", "fm", "gd", "gh", "gm", "gy",
    "hk", "jm", "ki", "kn", "ky", "lc", "lr", "ls", "mo", "mw", "my", "na", "nz", "pg",
    "pk", "pw", "sb", "sd", "sg", "sl", "ss", "sz", "tc", "to", "tt", "vc", "vg", "vu", "ws",
  ]

  /// English regions writing the day before the month, without a comma.
  ///
  /// "Tuesday 21 October", "21 October 2024": CLDR 49's `en_001` and the regions that
  /// inherit it. India keeps the comma ("Tuesday, 21 October"); the United States, Canada, the
  /// Emirates, the Philippines, Japan and the US territories write the month first.
  private static let dayFirstRegions: Set<String> = [
    "001", "150", "ag", "ai", "at", "au", "bb", "be", "bm", "bs", "bw", "bz", "cc", "ch", "ck",
    "cm", "cx", "cy", "cz", "de", "dg", "dk", "dm", "ee", "er", "es", "fi", "fj", "fk", "fm", "fr",
    "gb", "gd", "ge", "gg", "gh", "gi", "gm", "gs", "gy", "hk", "hu", "id", "ie", "il", "im", "io",
    "it", "je", "jm", "ke", "ki", "kn", "ky", "lc", "lr", "ls", "lt", "lv", "mg", "mo", "ms", "mt",
    "mu", "mv", "mw", "my", "na", "nf", "ng", "nl", "no", "nr", "nu", "nz", "pg", "pk", "pl", "pn",
    "pt", "pw", "ro", "rw", "sb", "sc", "sd", "se", "sg", "sh", "si", "sk", "sl", "ss", "sx", "sz",
    "tc", "tk", "to", "tt", "tv", "tz", "ua", "ug", "vc", "vg", "vu", "ws", "za", "zm", "zw",
  ]
}
