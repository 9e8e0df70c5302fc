extension Phrasebook {
  /// Korean (`ko`), in the polite 해요체/합니다체 of Korean chat apps.
  ///
  /// No particle ever follows a name, a list of names or a number, since 이/가, 을/를, 은/는
  /// and 와/과 depend on the sound they follow: readers come after a colon ("읽은 사람:
  /// {names}"), counts carry the counters 명, 자 and 개 ("{total}명 중 {count}명 읽음"), a
  /// time takes 에, which never changes ("{time}에 읽음"), and a sender is "{name} 님의"
  /// (님 written apart, as after a full name; 의 never changes). Status words are the
  /// nominal forms apps show (전송됨, 읽음); hints are polite imperatives (탭하세요).
  /// Korean has one plural form. Times are CLDR's `a h:mm` ("오후 2:42"): the day period
  /// first, then a space.
  package static let korean = Phrasebook(
    language: "ko",
    pluralRule: "",
    separator: ", ",
    clock: ClockFormat(
      usesTwelveHours: true, am: "오전", pm: "오후", padsTwentyFourHour: true, periodFirst: true,
      spaceAfterPeriod: true),
    labelStatus: PerState(
      sending: "전송 중", sent: "전송됨", delivered: "전달됨", read: "읽음",
      failed: "전송 실패, 다시 시도하려면 탭하세요"),
    labelReadBy: PluralPhrase(other: "{total}명 중 {count}명 읽음"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "나: {text}",
    emptyMessage: "빈 메시지",
    edited: "수정됨", labelEdited: "수정됨",
    iconLabel: PerState(
      sending: "전송 중", sent: "전송됨", delivered: "전달됨", read: "읽음",
      failed: "전송하지 못했습니다. 다시 시도하려면 탭하세요."),
    iconReadBy: PluralPhrase(other: "{total}명 중 {count}명 읽음"),
    statusText: PerState(
      sending: "전송 중…", sent: "전송됨", delivered: "전달됨", read: "읽음",
      failed: "전송 실패"),
    statusTextReadAt: "읽음 {time}",
    badgeOverflow: "99+",
    retryAction: "다시 시도",
    deleteAction: "삭제",
    failedHint: "이 메시지를 다시 보내거나 삭제하세요.",
    labelFailedPermanently: "전송 실패",
    iconFailedPermanently: "전송하지 못했습니다.",
    permanentFailureHint: "이 메시지는 보낼 수 없습니다. 삭제할 수 있습니다.",
    announceFailed: "메시지를 보내지 못했습니다",
    announceNewMessage: "새 메시지: {text}",
    announceNewMessageFrom: "{name} 님의 새 메시지: {text}",
    attachments: AttachmentNames(
      photo: "사진", video: "동영상", file: "파일", voice: "음성 메시지",
      location: "위치", sticker: "스티커", contact: "연락처"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(other: "{count}자 남음"),
      charactersOver: PluralPhrase(other: "{count}자 초과"),
      counterLabel: "글자 수", send: "보내기",
      fieldLabel: "메시지", fieldHint: "보낼 메시지를 입력하세요.",
      emptyError: "메시지가 비어 있습니다",
      invalidEncodingError: "메시지에 읽을 수 없는 문자가 있습니다",
      sendDisabledEmpty: "먼저 메시지를 입력하세요"),
    thread: ThreadPhrases(
      today: "오늘", yesterday: "어제",
      days: DayHeadings(
        weekdays: ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"],
        months: [
          "1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "10월", "11월", "12월",
        ],
        thisYear: "{month} {day}일 {weekday}", otherYear: "{year}년 {month} {day}일"),
      newMessages: PluralPhrase(other: "새 메시지 {count}개")),
    pause: PausePhrases(
      waitingForNetwork: .init(label: "네트워크 연결 대기 중", icon: "네트워크 연결 대기 중", text: "네트워크 연결 대기 중"),
      waitingForUser: .init(
        label: "전송되지 않음, 보내려면 탭하세요", icon: "전송되지 않았습니다. 보내려면 탭하세요.", text: "전송되지 않음"),
      hint: "이 메시지를 보내거나 삭제하세요."),
    upload: UploadPhrases(
      label: "업로드 중", icon: "업로드 중", text: "업로드 중…", percent: "{count}%",
      cancel: "취소"),
    played: PlayedPhrases(label: "재생됨", icon: "재생됨", text: "재생됨"),
    edit: EditPhrases(
      waiting: .init(label: "수정 사항 저장 대기 중", text: "수정 사항 저장 대기 중"),
      syncing: .init(label: "수정 사항 저장 중", text: "수정 사항 저장 중…"),
      failed: .init(label: "수정 사항이 저장되지 않음", text: "수정 사항이 저장되지 않음"),
      retry: "수정 다시 시도"),
    viewOnce: ViewOncePhrases(
      photo: "한 번만 볼 수 있는 사진", video: "한 번만 볼 수 있는 동영상",
      opened: PlayedPhrases(label: "열람됨", icon: "열람됨", text: "열람됨")),
    readers: ReaderPhrases(
      label: "읽은 사람: {names}", icon: "읽은 사람: {names}",
      others: PluralPhrase(other: "외 {count}명"),
      list: ListPattern(pair: " 및 ", middle: ", ", last: " 및 "),
      failedTo: "{names}에게 전송 실패",
      failedToCount: PluralPhrase(other: "{count}명에게 전송 실패"),
      deliveredTo: PluralPhrase(other: "{total}명 중 {count}명에게 전달됨"),
      // "외" follows the names it adds to, as Korean apps write it, where CLDR's list
      // would say "Alice, Carol 및 다른 1명": a deviation a native-level reader chose.
      othersConnector: " "),
    page: PagePhrases(
      title: "메시지 말풍선", composerTitle: "메시지 작성",
      animation: "애니메이션", reducedMotion: "동작 줄이기", haptic: "햅틱",
      announces: "음성 안내", polite: "대기", assertive: "즉시", openQuote: "“", closeQuote: "”",
      colon: ": ",
      paletteFails:
        "이 팔레트에서 WCAG 2.2 명도 대비 최소 기준에 미달하는 색상 조합(명도 대비율, 필요한 대비율, 기준을 충족하는 색상)"
    ),
    labelReadAt: "{time}에 읽음",
    labelSentAt: "{time}에 전송됨", labelReadByAll: "모두 읽음", iconReadByAll: "모두 읽음"
  )
}

extension Language {
  /// Korean: the same words and day headings everywhere; China writes 24-hour times
  /// (`HH:mm`, CLDR 46's `ko_CN`).
  package static let korean = Language(
    "ko", .korean,
    regionalClock: { region, base in
      var clock = base
      if region == "cn" { clock.usesTwelveHours = false }
      return clock
    })
}
