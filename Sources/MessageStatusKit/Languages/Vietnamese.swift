extension Phrasebook {
  /// Vietnamese (`vi`).
  ///
  /// Words do not inflect: a noun after a number stays as it is ("3 ký tự", "5 người"),
  /// status words ("đã gửi", "đã xem") agree with nothing, and names take no ending
  /// ("từ {name}", "{names} đã xem"). CLDR (Babel's `one: i = 0 or n = 1`) gives 0 and 1
  /// a category of their own, which only a pronoun referring back to the count would
  /// show; no phrase here has one, so `one` and `other` read alike and `other` serves
  /// both. "Đã xem" ("seen") is what chat apps in Vietnamese show for a read message; the
  /// read time is spoken after "lúc", the word before a time of day.
  package static let vietnamese = Phrasebook(
    language: "vi",
    pluralRule: "one: i = 0 or n = 1",
    separator: ", ",
    clock: ClockFormat(usesTwelveHours: false, am: "SA", pm: "CH", padsTwentyFourHour: true),
    labelStatus: PerState(
      sending: "đang gửi", sent: "đã gửi", delivered: "đã nhận", read: "đã xem",
      failed: "gửi không thành công, nhấn để thử lại"),
    labelReadBy: PluralPhrase(other: "{count} trên {total} người đã xem"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "Bạn: {text}",
    emptyMessage: "Tin nhắn trống",
    edited: "Đã chỉnh sửa", labelEdited: "đã chỉnh sửa",
    iconLabel: PerState(
      sending: "Đang gửi", sent: "Đã gửi", delivered: "Đã nhận", read: "Đã xem",
      failed: "Gửi không thành công. Nhấn để thử lại."),
    iconReadBy: PluralPhrase(other: "{count} trên {total} người đã xem"),
    statusText: PerState(
      sending: "Đang gửi…", sent: "Đã gửi", delivered: "Đã nhận", read: "Đã xem",
      failed: "Gửi không thành công"),
    statusTextReadAt: "Đã xem lúc {time}",
    badgeOverflow: "99+",
    retryAction: "Thử lại",
    deleteAction: "Xóa",
    failedHint: "Hãy gửi lại hoặc xóa tin nhắn này.",
    labelFailedPermanently: "gửi không thành công",
    iconFailedPermanently: "Gửi không thành công.",
    permanentFailureHint: "Không thể gửi tin nhắn này. Bạn có thể xóa tin nhắn.",
    announceFailed: "Gửi tin nhắn không thành công",
    announceNewMessage: "Tin nhắn mới: {text}",
    announceNewMessageFrom: "Tin nhắn mới từ {name}: {text}",
    attachments: AttachmentNames(
      photo: "Ảnh", video: "Video", file: "Tệp", voice: "Tin nhắn thoại",
      location: "Vị trí", sticker: "Nhãn dán", contact: "Liên hệ"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        other: "Còn lại {count} ký tự", none: "Không còn ký tự nào"),
      charactersOver: PluralPhrase(other: "Vượt quá {count} ký tự"),
      counterLabel: "Số ký tự", send: "Gửi",
      fieldLabel: "Tin nhắn", fieldHint: "Nhập tin nhắn để gửi.",
      emptyError: "Tin nhắn không được để trống",
      invalidEncodingError: "Tin nhắn chứa văn bản không đọc được",
      sendDisabledEmpty: "Hãy nhập tin nhắn trước"),
    thread: ThreadPhrases(
      today: "Hôm nay", yesterday: "Hôm qua",
      days: DayHeadings(
        weekdays: ["Chủ Nhật", "Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy"],
        months: [
          "tháng 1", "tháng 2", "tháng 3", "tháng 4", "tháng 5", "tháng 6", "tháng 7",
          "tháng 8", "tháng 9", "tháng 10", "tháng 11", "tháng 12",
        ],
        thisYear: "{weekday}, {day} {month}", otherYear: "{day} {month}, {year}"),
      newMessages: PluralPhrase(other: "{count} tin nhắn mới")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "đang chờ mạng", icon: "Đang chờ mạng", text: "Đang chờ mạng"),
      waitingForUser: .init(
        label: "chưa gửi, nhấn để gửi", icon: "Chưa gửi. Nhấn để gửi.", text: "Chưa gửi"),
      hint: "Hãy gửi hoặc xóa tin nhắn này."),
    upload: UploadPhrases(
      label: "đang tải lên", icon: "Đang tải lên", text: "Đang tải lên…", percent: "{count}%",
      cancel: "Hủy"),
    played: PlayedPhrases(label: "đã phát", icon: "Đã phát", text: "Đã phát"),
    edit: EditPhrases(
      waiting: .init(label: "bản chỉnh sửa đang chờ", text: "Bản chỉnh sửa đang chờ"),
      syncing: .init(label: "đang lưu bản chỉnh sửa", text: "Đang lưu bản chỉnh sửa…"),
      failed: .init(label: "không lưu được bản chỉnh sửa", text: "Không lưu được bản chỉnh sửa"),
      retry: "Thử lưu lại bản chỉnh sửa"),
    viewOnce: ViewOncePhrases(
      photo: "Ảnh xem một lần", video: "Video xem một lần",
      opened: PlayedPhrases(label: "đã mở", icon: "Đã mở", text: "Đã mở")),
    readers: ReaderPhrases(
      label: "{names} đã xem", icon: "{names} đã xem",
      others: PluralPhrase(other: "{count} người khác"),
      list: ListPattern(pair: " và ", middle: ", ", last: " và "),
      failedTo: "không gửi được đến {names}",
      failedToCount: PluralPhrase(other: "không gửi được đến {count} người"),
      deliveredTo: PluralPhrase(other: "{count} trên {total} người đã nhận")),
    page: PagePhrases(
      title: "Bong bóng tin nhắn", composerTitle: "Soạn tin nhắn",
      animation: "hoạt ảnh", reducedMotion: "giảm chuyển động",
      haptic: "phản hồi xúc giác", announces: "thông báo", polite: "chờ lượt",
      assertive: "ngắt lời", openQuote: "“", closeQuote: "”",
      colon: ": ",
      paletteFails:
        "Các cặp màu trong bảng màu này có độ tương phản dưới mức tối thiểu của WCAG 2.2 (tỷ lệ tương phản, tỷ lệ cần đạt, một màu đạt yêu cầu)"
    ),
    labelReadAt: "đã xem lúc {time}",
    labelSentAt: "đã gửi lúc {time}", labelReadByAll: "mọi người đã xem",
    iconReadByAll: "Mọi người đã xem"
  )
}

extension Language {
  /// Vietnamese: one region (`vi-VN`), one clock and one way of writing dates.
  package static let vietnamese = Language("vi", .vietnamese)
}
