extension Phrasebook {
  /// Arabic (`ar`): right to left, Arabic-Indic digits, the Arabic comma "،", and
  /// `ص`/`م` for AM/PM (CLDR `h:mm a`).
  ///
  /// "قرأها ٣ من أصل ٥": a verb before its subject stays singular in Arabic, so one form
  /// serves every count; the plural categories still pick it per CLDR.
  package static let arabic = Phrasebook(
    language: "ar",
    pluralRule:
      "zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99",
    numbering: .arabicIndic,
    direction: .rightToLeft,
    separator: "، ",
    clock: .twelveHour(am: "ص", pm: "م"),
    labelStatus: PerState(
      sending: "جارٍ الإرسال", sent: "تم الإرسال", delivered: "تم التسليم", read: "تمت القراءة",
      failed: "تعذّر الإرسال، انقر لإعادة المحاولة"),
    labelReadBy: PluralPhrase(other: "قرأها {count} من أصل {total}"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "أنت: {text}",
    emptyMessage: "رسالة فارغة",
    edited: "تم التعديل", labelEdited: "تم التعديل",
    iconLabel: PerState(
      sending: "جارٍ الإرسال", sent: "تم الإرسال", delivered: "تم التسليم", read: "تمت القراءة",
      failed: "تعذّر الإرسال. انقر لإعادة المحاولة."),
    iconReadBy: PluralPhrase(other: "قرأها {count} من أصل {total}"),
    statusText: PerState(
      sending: "جارٍ الإرسال…", sent: "تم الإرسال", delivered: "تم التسليم",
      read: "تمت القراءة", failed: "تعذّر الإرسال"),
    statusTextReadAt: "تمت القراءة الساعة {time}",
    badgeOverflow: "٩٩+",
    retryAction: "إعادة المحاولة",
    deleteAction: "حذف",
    failedHint: "أعد إرسال هذه الرسالة أو احذفها.",
    labelFailedPermanently: "تعذّر الإرسال",
    iconFailedPermanently: "تعذّر الإرسال.",
    permanentFailureHint: "لا يمكن إرسال هذه الرسالة. يمكنك حذفها.",
    announceFailed: "تعذّر إرسال الرسالة",
    announceNewMessage: "رسالة جديدة: {text}",
    announceNewMessageFrom: "رسالة جديدة من {name}: {text}",
    attachments: AttachmentNames(
      photo: "صورة", video: "فيديو", file: "ملف", voice: "رسالة صوتية",
      location: "موقع", sticker: "ملصق", contact: "جهة اتصال"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [
          .zero: "لم يتبقَّ أي حرف", .one: "يتبقى حرف واحد", .two: "يتبقى حرفان",
          .few: "يتبقى {count} أحرف", .many: "يتبقى {count} حرفًا",
        ],
        other: "يتبقى {count} حرف"),
      charactersOver: PluralPhrase(
        [
          .one: "حرف واحد زائد", .two: "حرفان زائدان", .few: "{count} أحرف زائدة",
          .many: "{count} حرفًا زائدًا",
        ],
        other: "{count} حرف زائد"),
      counterLabel: "عدد الأحرف", send: "إرسال",
      fieldLabel: "الرسالة", fieldHint: "اكتب رسالة لإرسالها.",
      emptyError: "لا يمكن أن تكون الرسالة فارغة",
      invalidEncodingError: "تحتوي الرسالة على نص لا يمكن قراءته",
      sendDisabledEmpty: "اكتب رسالة أولًا"),
    thread: ThreadPhrases(
      today: "اليوم", yesterday: "أمس",
      days: DayHeadings(
        weekdays: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
        months: [
          "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
          "نوفمبر", "ديسمبر",
        ],
        thisYear: "{weekday}، {day} {month}", otherYear: "{day} {month} {year}"),
      newMessages: PluralPhrase(
        [
          .one: "رسالة جديدة واحدة", .two: "رسالتان جديدتان", .few: "{count} رسائل جديدة",
          .many: "{count} رسالة جديدة",
        ],
        other: "{count} رسالة جديدة")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "بانتظار الشبكة", icon: "بانتظار الشبكة", text: "بانتظار الشبكة"),
      waitingForUser: .init(
        label: "لم يتم الإرسال، انقر للإرسال", icon: "لم يتم الإرسال. انقر للإرسال.",
        text: "لم يتم الإرسال"),
      hint: "أرسل هذه الرسالة أو احذفها."),
    upload: UploadPhrases(
      label: "جارٍ الرفع", icon: "جارٍ الرفع", text: "جارٍ الرفع…", percent: "{count}٪\u{061C}",
      cancel: "إلغاء"),
    played: PlayedPhrases(label: "تم التشغيل", icon: "تم التشغيل", text: "تم التشغيل"),
    edit: EditPhrases(
      waiting: .init(label: "التعديل قيد الانتظار", text: "التعديل قيد الانتظار"),
      syncing: .init(label: "جارٍ حفظ التعديل", text: "جارٍ حفظ التعديل…"),
      failed: .init(label: "لم يتم حفظ التعديل", text: "لم يتم حفظ التعديل"),
      retry: "إعادة محاولة التعديل"),
    viewOnce: ViewOncePhrases(
      photo: "صورة للعرض مرة واحدة", video: "فيديو للعرض مرة واحدة",
      opened: PlayedPhrases(label: "تم الفتح", icon: "تم الفتح", text: "تم الفتح")),
    readers: ReaderPhrases(
      label: "قرأها {names}", icon: "قرأها {names}",
      others: PluralPhrase(
        [
          .one: "شخص آخر", .two: "شخصان آخران", .few: "{count} أشخاص آخرون",
          .many: "{count} شخصًا آخر",
        ],
        other: "{count} شخص آخر"),
      list: ListPattern(pair: " و", middle: " و", last: " و"),
      failedTo: "تعذّر الإرسال إلى {names}",
      failedToCount: PluralPhrase(
        [
          .zero: "تعذّر الإرسال إلى {count} شخص", .one: "تعذّر الإرسال إلى شخص واحد",
          .two: "تعذّر الإرسال إلى شخصين", .few: "تعذّر الإرسال إلى {count} أشخاص",
          .many: "تعذّر الإرسال إلى {count} شخصًا",
        ], other: "تعذّر الإرسال إلى {count} شخص"),
      deliveredTo: PluralPhrase(other: "تم التسليم إلى {count} من أصل {total}")),
    page: PagePhrases(
      title: "فقاعات الرسائل", composerTitle: "كتابة رسالة",
      animation: "التحريك", reducedMotion: "تقليل الحركة", haptic: "الاستجابة اللمسية",
      announces: "النطق", polite: "ينتظر", assertive: "يقاطع", openQuote: "«", closeQuote: "»",
      colon: ": ",
      paletteFails:
        "أزواج ألوان لا تستوفي الحد الأدنى للتباين في WCAG 2.2 ضمن لوحة الألوان هذه (نسبة التباين، والنسبة المطلوبة، ولون يستوفي المعيار)"
    ),
    labelReadAt: "تمت القراءة الساعة {time}",
    labelSentAt: "تم الإرسال الساعة {time}", labelReadByAll: "قرأها الجميع",
    iconReadByAll: "قرأها الجميع"
  )
}

extension Language {
  /// Arabic, with its regional digits, clocks and month names.
  ///
  /// Latin digits in the Maghreb and the Emirates, 24-hour clocks in a few regions
  /// (CLDR 46), the month names of the Levant and Iraq, Algeria and Tunisia, Morocco and
  /// Mauritania (ICU 72).
  /// Dates are Gregorian everywhere, Saudi Arabia included (CLDR's default calendar there
  /// is the Islamic one, which the library does not write).
  package static let arabic = Language(
    "ar", .arabic,
    regionalClock: { region, base in
      var clock = base
      if ["km", "ma"].contains(region) {
        clock.usesTwelveHours = false
      } else if region == "il" {
        clock.usesTwelveHours = false
        clock.padsTwentyFourHour = false
      }
      return clock
    },
    regionalDays: { region, base in
      var days = base
      switch region {
      case "iq", "jo", "lb", "ps", "sy":
        days.months = [
          "كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول",
          "تشرين الأول", "تشرين الثاني", "كانون الأول",
        ]
      case "dz", "tn":
        days.months = [
          "جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر",
          "نوفمبر", "ديسمبر",
        ]
      case "ma":
        days.months = [
          "يناير", "فبراير", "مارس", "أبريل", "ماي", "يونيو", "يوليوز", "غشت", "شتنبر", "أكتوبر",
          "نونبر", "دجنبر",
        ]
      case "mr":
        days.months = [
          "يناير", "فبراير", "مارس", "إبريل", "مايو", "يونيو", "يوليو", "أغشت", "شتمبر", "أكتوبر",
          "نوفمبر", "دجمبر",
        ]
      default: break
      }
      return days
    },
    regionalNumbering: { region in
      ["ae", "dz", "eh", "ly", "ma", "tn"].contains(region) ? .latin : nil
    })
}
