extension Phrasebook {
  /// Hebrew (`he`): right to left, Latin digits, a 24-hour `H:mm` clock.
  ///
  /// The status words are feminine, agreeing with "הודעה" (message), whatever the
  /// attachment's name ("סרטון, נשלחה": the state belongs to the message). Hints avoid the
  /// gendered imperative with the infinitive and "יש ל…", as Hebrew interfaces do. A prefix
  /// letter (ב, ו, מ, ל) never joins a name: "מאת {name}", "נקראה על ידי {names}"; before a
  /// number it takes a hyphen, as Hebrew writes it before digits ("ב-{count} תווים").
  /// Plural forms: one (1), two (2) and other; "two" is worded as "other", and 1 is said
  /// in words ("תו אחד"). Dates write the month with its prefix: "יום שלישי, 21 באוקטובר".
  /// Names are listed with CLDR's "ו" joined to the next item ("אליס, בוב ועוד 3 אנשים").
  package static let hebrew = Phrasebook(
    language: "he",
    pluralRule: "one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0",
    direction: .rightToLeft,
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "לפנה״צ", pm: "אחה״צ", padsTwentyFourHour: false),
    labelStatus: PerState(
      sending: "בשליחה", sent: "נשלחה", delivered: "נמסרה", read: "נקראה",
      failed: "השליחה נכשלה, יש להקיש כדי לנסות שוב"),
    labelReadBy: PluralPhrase(other: "נקראה על ידי {count} מתוך {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "אני: {text}",
    emptyMessage: "הודעה ריקה",
    edited: "נערכה", labelEdited: "נערכה",
    iconLabel: PerState(
      sending: "בשליחה", sent: "נשלחה", delivered: "נמסרה", read: "נקראה",
      failed: "השליחה נכשלה. יש להקיש כדי לנסות שוב."),
    iconReadBy: PluralPhrase(other: "נקראה על ידי {count} מתוך {total}"),
    statusText: PerState(
      sending: "בשליחה…", sent: "נשלחה", delivered: "נמסרה", read: "נקראה",
      failed: "השליחה נכשלה"),
    statusTextReadAt: "נקראה ב-{time}",
    badgeOverflow: "99+",
    retryAction: "ניסיון חוזר",
    deleteAction: "מחיקה",
    failedHint: "אפשר לשלוח את ההודעה שוב או למחוק אותה.",
    labelFailedPermanently: "השליחה נכשלה",
    iconFailedPermanently: "השליחה נכשלה.",
    permanentFailureHint: "אי אפשר לשלוח את ההודעה הזו. אפשר למחוק אותה.",
    announceFailed: "שליחת ההודעה נכשלה",
    announceNewMessage: "הודעה חדשה: {text}",
    announceNewMessageFrom: "הודעה חדשה מאת {name}: {text}",
    attachments: AttachmentNames(
      photo: "תמונה", video: "סרטון", file: "קובץ", voice: "הודעה קולית",
      location: "מיקום", sticker: "מדבקה", contact: "איש קשר"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "נותר תו אחד", .two: "נותרו {count} תווים"],
        other: "נותרו {count} תווים", none: "לא נותרו תווים"),
      charactersOver: PluralPhrase(
        [.one: "תו אחד מעבר למגבלה", .two: "{count} תווים מעבר למגבלה"],
        other: "{count} תווים מעבר למגבלה"),
      counterLabel: "ספירת תווים", send: "שליחה",
      fieldLabel: "הודעה", fieldHint: "יש להקליד הודעה לשליחה.",
      emptyError: "ההודעה לא יכולה להיות ריקה",
      invalidEncodingError: "ההודעה מכילה טקסט שאי אפשר לקרוא",
      sendDisabledEmpty: "קודם צריך להקליד הודעה"),
    thread: ThreadPhrases(
      today: "היום", yesterday: "אתמול",
      days: DayHeadings(
        weekdays: [
          "יום ראשון", "יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "יום שבת",
        ],
        months: [
          "בינואר", "בפברואר", "במרץ", "באפריל", "במאי", "ביוני", "ביולי", "באוגוסט", "בספטמבר",
          "באוקטובר", "בנובמבר", "בדצמבר",
        ],
        thisYear: "{weekday}, {day} {month}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase(
        [.one: "הודעה חדשה אחת", .two: "{count} הודעות חדשות"],
        other: "{count} הודעות חדשות")),
    pause: PausePhrases(
      waitingForNetwork: .init(label: "ממתינה לרשת", icon: "ממתינה לרשת", text: "ממתינה לרשת"),
      waitingForUser: .init(
        label: "לא נשלחה, יש להקיש כדי לשלוח", icon: "לא נשלחה. יש להקיש כדי לשלוח.",
        text: "לא נשלחה"),
      hint: "אפשר לשלוח את ההודעה או למחוק אותה."),
    upload: UploadPhrases(
      label: "בהעלאה", icon: "בהעלאה", text: "בהעלאה…", percent: "{count}%",
      cancel: "ביטול"),
    played: PlayedPhrases(label: "הושמעה", icon: "הושמעה", text: "הושמעה"),
    edit: EditPhrases(
      waiting: .init(label: "העריכה ממתינה", text: "העריכה ממתינה"),
      syncing: .init(label: "העריכה נשמרת", text: "העריכה נשמרת…"),
      failed: .init(label: "העריכה לא נשמרה", text: "העריכה לא נשמרה"),
      retry: "ניסיון חוזר לעריכה"),
    viewOnce: ViewOncePhrases(
      photo: "תמונה לצפייה חד־פעמית", video: "סרטון לצפייה חד־פעמית",
      opened: PlayedPhrases(label: "נפתחה", icon: "נפתחה", text: "נפתחה")),
    readers: ReaderPhrases(
      label: "נקראה על ידי {names}", icon: "נקראה על ידי {names}",
      others: PluralPhrase(
        [.one: "עוד אדם אחד", .two: "עוד {count} אנשים"], other: "עוד {count} אנשים"),
      list: ListPattern(pair: " ו", middle: ", ", last: " ו", soundRule: .hebrewConjunction),
      failedTo: "השליחה אל {names} נכשלה",
      failedToCount: PluralPhrase(
        [.one: "השליחה אל אדם אחד נכשלה"], other: "השליחה אל {count} אנשים נכשלה"),
      deliveredTo: PluralPhrase(other: "נמסרה ל־{count} מתוך {total}")),
    page: PagePhrases(
      title: "בועות הודעות", composerTitle: "כתיבת הודעה",
      animation: "אנימציה", reducedMotion: "הפחתת תנועה", haptic: "משוב הפטי",
      announces: "הקראה", polite: "ממתינה", assertive: "קוטעת", openQuote: "”", closeQuote: "”",
      colon: ": ",
      paletteFails:
        "צמדי צבעים בערכת הצבעים הזו שאינם עומדים בדרישת הניגודיות המינימלית של WCAG 2.2 (יחס ניגודיות, היחס הנדרש, צבע שעומד בדרישה)"
    ),
    labelReadAt: "נקראה בשעה {time}",
    labelSentAt: "נשלחה בשעה {time}", labelReadByAll: "נקראה על ידי כולם",
    iconReadByAll: "נקראה על ידי כולם"
  )
}

extension Language {
  /// Hebrew: one region (Israel), whose clock and dates are the language's own (ICU 72).
  package static let hebrew = Language("he", .hebrew)
}
