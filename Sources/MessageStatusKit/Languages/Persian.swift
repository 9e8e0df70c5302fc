extension Phrasebook {
  /// Persian (`fa`): right to left, Extended Arabic-Indic digits (۰–۹), the Persian comma
  /// "،", a 24-hour `H:mm` clock, and day headings in the Solar Hijri calendar
  /// ("سه‌شنبه ۲۹ مهر", "۱۰ دی ۱۴۰۳"), as CLDR writes Persian in Iran and Afghanistan.
  ///
  /// The register is the polite plural of Persian interfaces ("ضربه بزنید", "بنویسید").
  /// A counted noun stays singular after a number ("۳ پیام جدید", "۵ نویسه"), so most
  /// plural phrases have one form; only a verb whose subject is a count of people agrees
  /// with it ("۱ نفر … خواند", "۳ نفر … خواندند"). Plural forms: one (0 and 1, as CLDR
  /// says) and other. "ارسال نشد" (failed) is the simple past of a send that ended;
  /// "ارسال نشده" (not sent) the perfect of one still held. Compounds and prefixes take a
  /// zero-width non-joiner (`\u{200C}`): "می‌توانید", "ویرایش‌شده", "حباب‌های"; an ezafe
  /// after a final "ه" is written "هٔ" ("ذخیرهٔ ویرایش").
  package static let persian = Phrasebook(
    language: "fa",
    pluralRule: "one: i = 0 or n = 1",
    numbering: .extendedArabicIndic,
    direction: .rightToLeft,
    separator: "، ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "قبل\u{200C}ازظهر", pm: "بعدازظهر", padsTwentyFourHour: false),
    labelStatus: PerState(
      sending: "در حال ارسال", sent: "ارسال شد", delivered: "تحویل داده شد", read: "خوانده شد",
      failed: "ارسال نشد، برای تلاش مجدد ضربه بزنید"),
    labelReadBy: PluralPhrase(
      [.one: "{count} نفر از {total} نفر خواند"], other: "{count} نفر از {total} نفر خواندند"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "شما: {text}",
    emptyMessage: "پیام خالی",
    edited: "ویرایش\u{200C}شده", labelEdited: "ویرایش\u{200C}شده",
    iconLabel: PerState(
      sending: "در حال ارسال", sent: "ارسال شد", delivered: "تحویل داده شد", read: "خوانده شد",
      failed: "ارسال نشد. برای تلاش مجدد ضربه بزنید."),
    iconReadBy: PluralPhrase(
      [.one: "{count} نفر از {total} نفر خواند"], other: "{count} نفر از {total} نفر خواندند"),
    statusText: PerState(
      sending: "در حال ارسال…", sent: "ارسال شد", delivered: "تحویل داده شد", read: "خوانده شد",
      failed: "ارسال نشد"),
    statusTextReadAt: "ساعت\u{00A0}{time} خوانده شد",
    badgeOverflow: "۹۹+",
    retryAction: "تلاش مجدد",
    deleteAction: "حذف",
    failedHint: "این پیام را دوباره بفرستید یا حذف کنید.",
    labelFailedPermanently: "ارسال نشد",
    iconFailedPermanently: "ارسال نشد.",
    permanentFailureHint: "این پیام قابل ارسال نیست. فقط می\u{200C}توانید آن را حذف کنید.",
    announceFailed: "پیام ارسال نشد",
    announceNewMessage: "پیام جدید: {text}",
    announceNewMessageFrom: "پیام جدید از {name}: {text}",
    attachments: AttachmentNames(
      photo: "عکس", video: "ویدیو", file: "فایل", voice: "پیام صوتی",
      location: "موقعیت مکانی", sticker: "استیکر", contact: "مخاطب"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "{count} نویسه باقی مانده"], other: "{count} نویسه باقی مانده",
        none: "نویسه\u{200C}ای باقی نمانده"),
      charactersOver: PluralPhrase(
        [.one: "{count} نویسه بیش از حد مجاز"], other: "{count} نویسه بیش از حد مجاز"),
      counterLabel: "تعداد نویسه\u{200C}ها", send: "ارسال",
      fieldLabel: "پیام", fieldHint: "پیامی برای ارسال بنویسید.",
      emptyError: "پیام نمی\u{200C}تواند خالی باشد",
      invalidEncodingError: "پیام حاوی متنی است که قابل خواندن نیست",
      sendDisabledEmpty: "ابتدا پیامی بنویسید"),
    thread: ThreadPhrases(
      today: "امروز", yesterday: "دیروز",
      days: DayHeadings(
        weekdays: [
          "یکشنبه", "دوشنبه", "سه\u{200C}شنبه", "چهارشنبه", "پنجشنبه", "جمعه", "شنبه",
        ],
        months: [
          "فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی",
          "بهمن", "اسفند",
        ],
        thisYear: "{weekday} {day} {month}", otherYear: "{day} {month} {year}",
        calendar: .persian),
      newMessages: PluralPhrase([.one: "{count} پیام جدید"], other: "{count} پیام جدید")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "در انتظار شبکه", icon: "در انتظار شبکه", text: "در انتظار شبکه"),
      waitingForUser: .init(
        label: "ارسال نشده، برای ارسال ضربه بزنید", icon: "ارسال نشده. برای ارسال ضربه بزنید.",
        text: "ارسال نشده"),
      hint: "این پیام را بفرستید یا حذف کنید."),
    upload: UploadPhrases(
      label: "در حال بارگذاری", icon: "در حال بارگذاری", text: "در حال بارگذاری…",
      percent: "{count}٪", cancel: "لغو"),
    played: PlayedPhrases(label: "پخش شد", icon: "پخش شد", text: "پخش شد"),
    edit: EditPhrases(
      waiting: .init(label: "ویرایش در انتظار ارسال", text: "ویرایش در انتظار ارسال"),
      syncing: .init(label: "در حال ذخیرهٔ ویرایش", text: "در حال ذخیرهٔ ویرایش…"),
      failed: .init(label: "ویرایش ذخیره نشد", text: "ویرایش ذخیره نشد"),
      retry: "تلاش مجدد برای ذخیرهٔ ویرایش"),
    viewOnce: ViewOncePhrases(
      photo: "عکس یک\u{200C}بار مشاهده", video: "ویدیوی یک\u{200C}بار مشاهده",
      opened: PlayedPhrases(label: "باز شد", icon: "باز شد", text: "باز شد")),
    readers: ReaderPhrases(
      label: "خوانده\u{200C}شده توسط {names}", icon: "خوانده\u{200C}شده توسط {names}",
      others: PluralPhrase([.one: "{count} نفر دیگر"], other: "{count} نفر دیگر"),
      list: ListPattern(pair: " و ", middle: "،\u{200F} ", last: "، و "),
      failedTo: "به {names} ارسال نشد",
      failedToCount: PluralPhrase(
        [.one: "به {count} نفر ارسال نشد"], other: "به {count} نفر ارسال نشد"),
      deliveredTo: PluralPhrase(
        [.one: "به {count} نفر از {total} نفر تحویل داده شد"],
        other: "به {count} نفر از {total} نفر تحویل داده شد")),
    page: PagePhrases(
      title: "حباب\u{200C}های پیام", composerTitle: "نوشتن پیام",
      animation: "پویانمایی", reducedMotion: "کاهش حرکت", haptic: "بازخورد لمسی",
      announces: "اعلام صوتی", polite: "در نوبت", assertive: "فوری", openQuote: "«",
      closeQuote: "»", colon: ": ",
      paletteFails:
        "جفت\u{200C}رنگ\u{200C}هایی از این پالت که کنتراستشان کمتر از حداقل WCAG 2.2 است (نسبت کنتراست، نسبت لازم، رنگی که معیار را برآورده می\u{200C}کند)"
    ),
    labelReadAt: "ساعت\u{00A0}{time} خوانده شد",
    labelSentAt: "ساعت\u{00A0}{time} ارسال شد", labelReadByAll: "همه خواندند",
    iconReadByAll: "همه خواندند"
  )
}

extension Language {
  /// Persian, with Afghanistan's (Dari) month names.
  ///
  /// Iran and Afghanistan share the clock (`H:mm`; "قبل‌ازظهر"/"بعدازظهر" when an app asks
  /// for 12 hours), the list pattern and the weekdays (ICU 72). Afghanistan names the
  /// Solar Hijri months after the zodiac ("۲۹ میزان ۱۴۰۴" for 29 Mehr), in the format
  /// forms of CLDR's `fa_AF` ("سنبلهٔ" with its ezafe).
  package static let persian = Language(
    "fa", .persian,
    regionalDays: { region, base in
      var days = base
      if region == "af" {
        days.months = [
          "حمل", "ثور", "جوزا", "سرطان", "اسد", "سنبله\u{0654}", "میزان", "عقرب", "قوس", "جدی",
          "دلو", "حوت",
        ]
      }
      return days
    })
}
