extension Phrasebook {
  /// Traditional Chinese (`zh-Hant`), in the words of Taiwan's chat apps (訊息, 傳送, 已讀).
  ///
  /// Parts join with the full-width comma "，" and no space; colons are full-width, quotes
  /// 「 」. Counts take measure words that never change ("{count}則新訊息", "{count}個字元"),
  /// and Chinese has one plural form. Hints say "點一下", as Taiwan's iOS does. Times are
  /// 12-hour with the day period first and no space (ICU's `ah:mm`: "下午2:42"); 24-hour
  /// times pad the hour (`HH:mm`).
  package static let chineseTraditional = Phrasebook(
    language: "zh-Hant",
    pluralRule: "",
    separator: "，",
    clock: ClockFormat(
      usesTwelveHours: true, am: "上午", pm: "下午", padsTwentyFourHour: true, periodFirst: true,
      periodsByHour: Language.taiwanDayPeriods),
    labelStatus: PerState(
      sending: "傳送中", sent: "已傳送", delivered: "已送達", read: "已讀",
      failed: "傳送失敗，點一下即可重試"),
    labelReadBy: PluralPhrase(other: "{total}人中{count}人已讀"),
    labelSenderPrefixed: "{name}：{text}",
    previewOwn: "你：{text}",
    emptyMessage: "空白訊息",
    edited: "已編輯", labelEdited: "已編輯",
    iconLabel: PerState(
      sending: "傳送中", sent: "已傳送", delivered: "已送達", read: "已讀",
      failed: "傳送失敗。點一下即可重試。"),
    iconReadBy: PluralPhrase(other: "{total}人中{count}人已讀"),
    statusText: PerState(
      sending: "傳送中…", sent: "已傳送", delivered: "已送達", read: "已讀",
      failed: "傳送失敗"),
    statusTextReadAt: "已讀 {time}",
    badgeOverflow: "99+",
    retryAction: "重試",
    deleteAction: "刪除",
    failedHint: "請重新傳送或刪除這則訊息。",
    labelFailedPermanently: "傳送失敗",
    iconFailedPermanently: "傳送失敗。",
    permanentFailureHint: "這則訊息無法傳送。你可以將它刪除。",
    announceFailed: "訊息傳送失敗",
    announceNewMessage: "新訊息：{text}",
    announceNewMessageFrom: "來自{name}的新訊息：{text}",
    attachments: AttachmentNames(
      photo: "照片", video: "影片", file: "檔案", voice: "語音訊息",
      location: "位置", sticker: "貼圖", contact: "聯絡人"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(other: "還剩{count}個字元"),
      charactersOver: PluralPhrase(other: "超出{count}個字元"),
      counterLabel: "字數", send: "傳送",
      fieldLabel: "訊息", fieldHint: "請輸入要傳送的訊息。",
      emptyError: "訊息不能空白",
      invalidEncodingError: "訊息含有無法讀取的文字",
      sendDisabledEmpty: "請先輸入訊息",
      sentenceEnd: "。"),
    thread: ThreadPhrases(
      today: "今天", yesterday: "昨天",
      days: DayHeadings(
        weekdays: ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
        months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        thisYear: "{month}{day}日{weekday}", otherYear: "{year}年{month}{day}日"),
      newMessages: PluralPhrase(other: "{count}則新訊息")),
    pause: PausePhrases(
      waitingForNetwork: .init(label: "正在等待網路", icon: "正在等待網路", text: "等待網路"),
      waitingForUser: .init(label: "尚未傳送，點一下即可傳送", icon: "尚未傳送。點一下即可傳送。", text: "尚未傳送"),
      hint: "請傳送或刪除這則訊息。"),
    upload: UploadPhrases(
      label: "上傳中", icon: "上傳中", text: "上傳中…", percent: "{count}%",
      cancel: "取消"),
    played: PlayedPhrases(label: "已播放", icon: "已播放", text: "已播放"),
    edit: EditPhrases(
      waiting: .init(label: "編輯待同步", text: "編輯待同步"),
      syncing: .init(label: "正在儲存編輯", text: "正在儲存編輯…"),
      failed: .init(label: "編輯未儲存", text: "編輯未儲存"),
      retry: "重試儲存編輯"),
    viewOnce: ViewOncePhrases(
      photo: "單次檢視的照片", video: "單次檢視的影片",
      opened: PlayedPhrases(label: "已開啟", icon: "已開啟", text: "已開啟")),
    readers: ReaderPhrases(
      label: "已讀：{names}", icon: "已讀：{names}",
      others: PluralPhrase(other: "其他{count}人"),
      list: ListPattern(pair: "和", middle: "、", last: "和"),
      failedTo: "無法傳送給{names}",
      failedToCount: PluralPhrase(other: "無法傳送給{count}人"),
      deliveredTo: PluralPhrase(other: "{total}人中{count}人已送達")),
    page: PagePhrases(
      title: "訊息氣泡", composerTitle: "撰寫訊息",
      animation: "動畫", reducedMotion: "減少動態效果", haptic: "觸覺回饋",
      announces: "朗讀", polite: "空閒時", assertive: "立即", openQuote: "「", closeQuote: "」", colon: "：",
      paletteFails:
        "此調色盤中未達WCAG 2.2最低對比度要求的顏色組合（對比度、所需對比度、符合要求的顏色）"),
    labelReadAt: "{time}已讀",
    labelSentAt: "{time}已傳送", labelReadByAll: "所有人已讀", iconReadByAll: "所有人已讀"
  )
}

extension Language {
  /// Traditional Chinese: Taiwan's words and headings, and Hong Kong's and Macao's; a
  /// locale without a script subtag means it in Taiwan, Hong Kong and Macao (`zh-TW`).
  ///
  /// The clock is CLDR 49's `Bh:mm` in Taiwan and without a region ("凌晨12:05",
  /// "中午12:05", "晚上8:30"; ICU 72 still wrote `ah:mm`), and `ah:mm` in Hong Kong, Macao
  /// and Malaysia ("下午8:30"). Hong Kong and Macao write their own day headings and
  /// lists (ICU 72): "今日", "昨日", no space before the weekday ("5月10日星期六"), and
  /// "及" before the last name; their words are ``hongKongTraditional``.
  package static let chineseTraditional = Language(
    "zh-Hant", .chineseTraditional,
    regionalClock: { region, base in
      var clock = base
      if ["hk", "mo", "my"].contains(region) { clock.periodsByHour = nil }
      return clock
    },
    varieties: [hongKongTraditional],
    usualIn: ["hk", "mo", "tw"])

  /// Taiwan's day periods by hour (CLDR's `zh_Hant` `dayPeriods`, abbreviated format):
  /// 凌晨 before 5, 清晨 before 8, 上午 before noon, 中午 until 1 pm, 下午 before 7 pm,
  /// then 晚上.
  package static let taiwanDayPeriods: [String] =
    Array(repeating: "凌晨", count: 5) + Array(repeating: "清晨", count: 3)
    + Array(repeating: "上午", count: 4) + ["中午"] + Array(repeating: "下午", count: 6)
    + Array(repeating: "晚上", count: 5)

  /// Traditional Chinese as written in Hong Kong and Macao (`zh-Hant-HK`, CLDR's
  /// `zh_Hant_HK` and `zh_Hant_MO`).
  ///
  /// CLDR's relative days "今日" and "昨日" and its list connector "及"; and the words of
  /// Hong Kong's iOS where Taiwan's differ: "點按" for tap, "相片" for photo.
  package static let hongKongTraditional = RegionalWords(
    code: "zh-Hant-HK", regions: ["hk", "mo"],
    phrases: [
      "thread.today": "今日", "thread.yesterday": "昨日",
      "readers.list.pair": "及", "readers.list.last": "及",
      "labelStatus.failed": "傳送失敗，點按即可重試",
      "iconLabel.failed": "傳送失敗。點按即可重試。",
      "attachments.photo": "相片", "viewOnce.photo": "單次檢視的相片",
    ])
}
