extension Phrasebook {
  /// Simplified Chinese (`zh-Hans`), as written in mainland China and Singapore.
  ///
  /// Parts join with the full-width comma "，" and no space; colons are full-width, quotes
  /// “ ”. Counts take measure words that never change ("{count}条新消息", "{count}个字符"),
  /// and Chinese has one plural form. Hints use "轻点" and polite "请…", as iOS does. Times
  /// are 24-hour (`HH:mm`); a 12-hour clock puts the day period first without a space
  /// (`ah:mm`: "下午2:42").
  package static let chineseSimplified = Phrasebook(
    language: "zh-Hans",
    pluralRule: "",
    separator: "，",
    clock: ClockFormat(
      usesTwelveHours: false, am: "上午", pm: "下午", padsTwentyFourHour: true, periodFirst: true),
    labelStatus: PerState(
      sending: "正在发送", sent: "已发送", delivered: "已送达", read: "已读",
      failed: "发送失败，轻点以重试"),
    labelReadBy: PluralPhrase(other: "{total}人中{count}人已读"),
    labelSenderPrefixed: "{name}：{text}",
    previewOwn: "你：{text}",
    emptyMessage: "空消息",
    edited: "已编辑", labelEdited: "已编辑",
    iconLabel: PerState(
      sending: "正在发送", sent: "已发送", delivered: "已送达", read: "已读",
      failed: "发送失败。轻点以重试。"),
    iconReadBy: PluralPhrase(other: "{total}人中{count}人已读"),
    statusText: PerState(
      sending: "正在发送…", sent: "已发送", delivered: "已送达", read: "已读",
      failed: "发送失败"),
    statusTextReadAt: "已读 {time}",
    badgeOverflow: "99+",
    retryAction: "重试",
    deleteAction: "删除",
    failedHint: "请重新发送或删除此消息。",
    labelFailedPermanently: "发送失败",
    iconFailedPermanently: "发送失败。",
    permanentFailureHint: "此消息无法发送。你可以将其删除。",
    announceFailed: "消息发送失败",
    announceNewMessage: "新消息：{text}",
    announceNewMessageFrom: "来自{name}的新消息：{text}",
    attachments: AttachmentNames(
      photo: "照片", video: "视频", file: "文件", voice: "语音消息",
      location: "位置", sticker: "贴纸", contact: "联系人"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(other: "还剩{count}个字符"),
      charactersOver: PluralPhrase(other: "超出{count}个字符"),
      counterLabel: "字数", send: "发送",
      fieldLabel: "消息", fieldHint: "请输入要发送的消息。",
      emptyError: "消息不能为空",
      invalidEncodingError: "消息包含无法读取的文本",
      sendDisabledEmpty: "请先输入消息",
      sentenceEnd: "。"),
    thread: ThreadPhrases(
      today: "今天", yesterday: "昨天",
      days: DayHeadings(
        weekdays: ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
        months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        thisYear: "{month}{day}日{weekday}", otherYear: "{year}年{month}{day}日"),
      newMessages: PluralPhrase(other: "{count}条新消息")),
    pause: PausePhrases(
      waitingForNetwork: .init(label: "正在等待网络", icon: "正在等待网络", text: "等待网络"),
      waitingForUser: .init(label: "未发送，轻点以发送", icon: "未发送。轻点以发送。", text: "未发送"),
      hint: "请发送或删除此消息。"),
    upload: UploadPhrases(
      label: "正在上传", icon: "正在上传", text: "正在上传…", percent: "{count}%",
      cancel: "取消"),
    played: PlayedPhrases(label: "已播放", icon: "已播放", text: "已播放"),
    edit: EditPhrases(
      waiting: .init(label: "编辑待同步", text: "编辑待同步"),
      syncing: .init(label: "正在保存编辑", text: "正在保存编辑…"),
      failed: .init(label: "编辑未保存", text: "编辑未保存"),
      retry: "重试保存编辑"),
    viewOnce: ViewOncePhrases(
      photo: "一次性查看的照片", video: "一次性查看的视频",
      opened: PlayedPhrases(label: "已打开", icon: "已打开", text: "已打开")),
    readers: ReaderPhrases(
      label: "已读：{names}", icon: "已读：{names}",
      others: PluralPhrase(other: "其他{count}人"),
      list: ListPattern(pair: "和", middle: "、", last: "和"),
      failedTo: "未能发送给{names}",
      failedToCount: PluralPhrase(other: "未能发送给{count}人"),
      deliveredTo: PluralPhrase(other: "{total}人中{count}人已送达")),
    page: PagePhrases(
      title: "消息气泡", composerTitle: "编写消息",
      animation: "动画", reducedMotion: "减弱动态效果", haptic: "触感反馈",
      announces: "播报", polite: "空闲时", assertive: "立即", openQuote: "“", closeQuote: "”", colon: "：",
      paletteFails:
        "此调色板中未达到WCAG 2.2最低对比度要求的颜色组合（对比度、所需对比度、达标的颜色）"),
    labelReadAt: "{time}已读",
    labelSentAt: "{time}已发送", labelReadByAll: "所有人已读", iconReadByAll: "所有人已读"
  )
}

extension Language {
  /// Simplified Chinese: 12-hour clocks (`ah:mm`, "下午2:42") in Hong Kong, Macao,
  /// Singapore and Malaysia (ICU 72's `zh_Hans_HK`, `_MO`, `_SG`; CLDR 46's `zh_Hans_MY`);
  /// the same day headings and lists everywhere.
  package static let chineseSimplified = Language(
    "zh-Hans", .chineseSimplified,
    regionalClock: { region, base in
      var clock = base
      if ["hk", "mo", "my", "sg"].contains(region) { clock.usesTwelveHours = true }
      return clock
    })
}
