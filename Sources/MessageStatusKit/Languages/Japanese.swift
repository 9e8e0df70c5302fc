extension Phrasebook {
  /// Japanese (`ja`).
  ///
  /// Parts join with the ideographic comma "、"; colons are full-width. A 12-hour clock
  /// counts hours from zero, as CLDR's `aK:mm`: "午前0:05", noon "午後0:05".
  package static let japanese = Phrasebook(
    language: "ja",
    pluralRule: "",
    separator: "、",
    clock: ClockFormat(
      usesTwelveHours: false, am: "午前", pm: "午後", padsTwentyFourHour: false, periodFirst: true,
      countsFromZero: true),
    labelStatus: PerState(
      sending: "送信中", sent: "送信済み", delivered: "配信済み", read: "既読",
      failed: "送信できませんでした、タップして再試行"),
    labelReadBy: PluralPhrase(other: "{total}人中{count}人が既読"),
    labelSenderPrefixed: "{name}：{text}",
    previewOwn: "あなた：{text}",
    emptyMessage: "空のメッセージ",
    edited: "編集済み", labelEdited: "編集済み",
    iconLabel: PerState(
      sending: "送信中", sent: "送信済み", delivered: "配信済み", read: "既読",
      failed: "送信できませんでした。タップして再試行してください。"),
    iconReadBy: PluralPhrase(other: "{total}人中{count}人が既読"),
    statusText: PerState(
      sending: "送信中…", sent: "送信済み", delivered: "配信済み", read: "既読",
      failed: "送信できませんでした"),
    statusTextReadAt: "既読 {time}",
    badgeOverflow: "99+",
    retryAction: "再試行",
    deleteAction: "削除",
    failedHint: "このメッセージを再送信するか削除してください。",
    labelFailedPermanently: "送信できませんでした",
    iconFailedPermanently: "送信できませんでした。",
    permanentFailureHint: "このメッセージは送信できません。削除できます。",
    announceFailed: "メッセージを送信できませんでした",
    announceNewMessage: "新着メッセージ：{text}",
    announceNewMessageFrom: "{name}からの新着メッセージ：{text}",
    attachments: AttachmentNames(
      photo: "写真", video: "ビデオ", file: "ファイル", voice: "ボイスメッセージ",
      location: "位置情報", sticker: "スタンプ", contact: "連絡先"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(other: "残り{count}文字"),
      charactersOver: PluralPhrase(other: "{count}文字超過"),
      counterLabel: "文字数", send: "送信",
      fieldLabel: "メッセージ", fieldHint: "送信するメッセージを入力してください。",
      emptyError: "メッセージが入力されていません",
      invalidEncodingError: "メッセージに読み取れない文字が含まれています",
      sendDisabledEmpty: "先にメッセージを入力してください",
      sentenceEnd: "。"),
    thread: ThreadPhrases(
      today: "今日", yesterday: "昨日",
      days: DayHeadings(
        weekdays: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
        months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        thisYear: "{month}{day}日{weekday}", otherYear: "{year}年{month}{day}日"),
      newMessages: PluralPhrase(other: "新着メッセージ{count}件")),
    pause: PausePhrases(
      waitingForNetwork: .init(label: "ネットワーク接続を待機中", icon: "ネットワーク接続を待機中", text: "ネットワーク接続を待機中"),
      waitingForUser: .init(label: "未送信、タップして送信", icon: "未送信です。タップして送信してください。", text: "未送信"),
      hint: "このメッセージを送信するか削除してください。"),
    upload: UploadPhrases(
      label: "アップロード中", icon: "アップロード中", text: "アップロード中…", percent: "{count}%",
      cancel: "キャンセル"),
    played: PlayedPhrases(label: "再生済み", icon: "再生済み", text: "再生済み"),
    edit: EditPhrases(
      waiting: .init(label: "編集の保存待ち", text: "編集の保存待ち"),
      syncing: .init(label: "編集を保存中", text: "編集を保存中…"),
      failed: .init(label: "編集を保存できませんでした", text: "編集を保存できませんでした"),
      retry: "編集を再試行"),
    viewOnce: ViewOncePhrases(
      photo: "1回だけ表示できる写真", video: "1回だけ表示できるビデオ",
      opened: PlayedPhrases(label: "開封済み", icon: "開封済み", text: "開封済み")),
    readers: ReaderPhrases(
      label: "既読：{names}", icon: "既読：{names}",
      others: PluralPhrase(other: "ほか{count}人"),
      list: ListPattern(pair: "、", middle: "、", last: "、"),
      failedTo: "{names}への送信に失敗",
      failedToCount: PluralPhrase(other: "{count}人への送信に失敗"),
      deliveredTo: PluralPhrase(other: "{total}人中{count}人に配信済み")),
    page: PagePhrases(
      title: "メッセージの吹き出し", composerTitle: "メッセージ作成",
      animation: "アニメーション", reducedMotion: "視差効果を減らす", haptic: "触覚フィードバック",
      announces: "読み上げ", polite: "待機", assertive: "割り込み", openQuote: "「", closeQuote: "」",
      colon: "：",
      paletteFails:
        "このパレットでWCAG 2.2のコントラスト基準を満たさない色の組み合わせ（コントラスト比、必要なコントラスト比、基準を満たす色）"),
    labelReadAt: "{time}に既読",
    labelSentAt: "{time}に送信", labelReadByAll: "全員が既読", iconReadByAll: "全員が既読"
  )
}

extension Language {
  /// Japanese: one region.
  package static let japanese = Language("ja", .japanese)
}
