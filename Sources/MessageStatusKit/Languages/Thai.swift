extension Phrasebook {
  /// Thai (`th`): Latin digits (CLDR's default numbering) and a 24-hour `HH:mm` clock.
  ///
  /// Thai writes no space between the words of a phrase and one between clauses, where
  /// other languages put a comma or a full stop: the parts of a label join with a space
  /// ("รูปภาพ ส่งแล้ว"), and a sentence ends without punctuation. Numbers and names stand
  /// apart with a space on each side ("อ่านแล้ว 3 จาก 5 คน", "ข้อความใหม่จาก {name}"), and
  /// nothing attaches to them; the counted noun's classifier ("คน", "ตัวอักษร") is the
  /// same for every count, so Thai has one plural form. Status words have no gender.
  package static let thai = Phrasebook(
    language: "th",
    pluralRule: "",
    separator: " ",
    clock: ClockFormat(
      usesTwelveHours: false, am: "ก่อนเที่ยง", pm: "หลังเที่ยง", padsTwentyFourHour: true),
    labelStatus: PerState(
      sending: "กำลังส่ง", sent: "ส่งแล้ว", delivered: "ส่งถึงแล้ว", read: "อ่านแล้ว",
      failed: "ส่งไม่สำเร็จ แตะเพื่อลองอีกครั้ง"),
    labelReadBy: PluralPhrase(other: "อ่านแล้ว {count} จาก {total} คน"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "คุณ: {text}",
    emptyMessage: "ข้อความว่าง",
    edited: "แก้ไขแล้ว", labelEdited: "แก้ไขแล้ว",
    iconLabel: PerState(
      sending: "กำลังส่ง", sent: "ส่งแล้ว", delivered: "ส่งถึงแล้ว", read: "อ่านแล้ว",
      failed: "ส่งไม่สำเร็จ แตะเพื่อลองอีกครั้ง"),
    iconReadBy: PluralPhrase(other: "อ่านแล้ว {count} จาก {total} คน"),
    statusText: PerState(
      sending: "กำลังส่ง…", sent: "ส่งแล้ว", delivered: "ส่งถึงแล้ว", read: "อ่านแล้ว",
      failed: "ส่งไม่สำเร็จ"),
    statusTextReadAt: "อ่านแล้ว {time}",
    badgeOverflow: "99+",
    retryAction: "ลองอีกครั้ง",
    deleteAction: "ลบ",
    failedHint: "ลองส่งข้อความนี้อีกครั้งหรือลบทิ้ง",
    labelFailedPermanently: "ส่งไม่สำเร็จ",
    iconFailedPermanently: "ส่งไม่สำเร็จ",
    permanentFailureHint: "ข้อความนี้ส่งไม่ได้ แต่คุณลบข้อความนี้ได้",
    announceFailed: "ส่งข้อความไม่สำเร็จ",
    announceNewMessage: "ข้อความใหม่: {text}",
    announceNewMessageFrom: "ข้อความใหม่จาก {name}: {text}",
    attachments: AttachmentNames(
      photo: "รูปภาพ", video: "วิดีโอ", file: "ไฟล์", voice: "ข้อความเสียง",
      location: "ตำแหน่ง", sticker: "สติกเกอร์", contact: "รายชื่อติดต่อ"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        other: "เหลืออีก {count} ตัวอักษร", none: "ไม่เหลือตัวอักษรให้พิมพ์แล้ว"),
      charactersOver: PluralPhrase(other: "เกินขีดจำกัด {count} ตัวอักษร"),
      counterLabel: "จำนวนตัวอักษร", send: "ส่ง",
      fieldLabel: "ข้อความ", fieldHint: "พิมพ์ข้อความที่จะส่ง",
      emptyError: "ข้อความต้องไม่ว่างเปล่า",
      invalidEncodingError: "ข้อความมีตัวอักษรที่อ่านไม่ได้",
      sendDisabledEmpty: "พิมพ์ข้อความก่อน",
      sentenceEnd: ""),
    thread: ThreadPhrases(
      today: "วันนี้", yesterday: "เมื่อวาน",
      days: DayHeadings(
        weekdays: [
          "วันอาทิตย์", "วันจันทร์", "วันอังคาร", "วันพุธ", "วันพฤหัสบดี", "วันศุกร์", "วันเสาร์",
        ],
        months: [
          "มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
          "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม",
        ],
        thisYear: "{weekday}ที่ {day} {month}", otherYear: "{day} {month} {year}",
        yearOffset: 543),
      newMessages: PluralPhrase(other: "ข้อความใหม่ {count} ข้อความ")),
    pause: PausePhrases(
      waitingForNetwork: .init(label: "กำลังรอเครือข่าย", icon: "กำลังรอเครือข่าย", text: "กำลังรอเครือข่าย"),
      waitingForUser: .init(
        label: "ยังไม่ได้ส่ง แตะเพื่อส่ง", icon: "ยังไม่ได้ส่ง แตะเพื่อส่ง", text: "ยังไม่ได้ส่ง"),
      hint: "ส่งหรือลบข้อความนี้"),
    upload: UploadPhrases(
      label: "กำลังอัปโหลด", icon: "กำลังอัปโหลด", text: "กำลังอัปโหลด…", percent: "{count}%",
      cancel: "ยกเลิก"),
    played: PlayedPhrases(label: "เล่นแล้ว", icon: "เล่นแล้ว", text: "เล่นแล้ว"),
    edit: EditPhrases(
      waiting: .init(label: "การแก้ไขรอดำเนินการ", text: "การแก้ไขรอดำเนินการ"),
      syncing: .init(label: "กำลังบันทึกการแก้ไข", text: "กำลังบันทึกการแก้ไข…"),
      failed: .init(label: "บันทึกการแก้ไขไม่สำเร็จ", text: "บันทึกการแก้ไขไม่สำเร็จ"),
      retry: "ลองบันทึกการแก้ไขอีกครั้ง"),
    viewOnce: ViewOncePhrases(
      photo: "รูปภาพแบบดูได้ครั้งเดียว", video: "วิดีโอแบบดูได้ครั้งเดียว",
      opened: PlayedPhrases(label: "เปิดแล้ว", icon: "เปิดแล้ว", text: "เปิดแล้ว")),
    readers: ReaderPhrases(
      label: "{names} อ่านแล้ว", icon: "{names} อ่านแล้ว",
      others: PluralPhrase(other: "อีก {count} คน"),
      list: ListPattern(pair: "และ", middle: " ", last: " และ"),
      failedTo: "ส่งถึง {names} ไม่สำเร็จ",
      failedToCount: PluralPhrase(other: "ส่งถึง {count} คนไม่สำเร็จ"),
      deliveredTo: PluralPhrase(other: "ส่งถึงแล้ว {count} จาก {total} คน")),
    page: PagePhrases(
      title: "บับเบิลข้อความ", composerTitle: "การเขียนข้อความ",
      animation: "ภาพเคลื่อนไหว", reducedMotion: "ลดการเคลื่อนไหว",
      haptic: "การตอบสนองแบบสัมผัส", announces: "การอ่านออกเสียง", polite: "รอจังหวะ",
      assertive: "แทรกทันที", openQuote: "“",
      closeQuote: "”", colon: ": ",
      paletteFails:
        "คู่สีในชุดสีนี้ที่มีความเปรียบต่างต่ำกว่าเกณฑ์ขั้นต่ำของ WCAG 2.2 (อัตราส่วนความเปรียบต่าง อัตราส่วนที่กำหนด สีที่ผ่านเกณฑ์)"
    ),
    labelReadAt: "อ่านเมื่อเวลา {time}",
    labelSentAt: "ส่งเมื่อเวลา {time}", labelReadByAll: "ทุกคนอ่านแล้ว", iconReadByAll: "ทุกคนอ่านแล้ว"
  )
}

extension Language {
  /// Thai: one region (Thailand), whose clock and dates are the language's own (ICU 72).
  ///
  /// Years are the Buddhist era's, CLDR's calendar for Thailand ("30 ธันวาคม 2567", without
  /// an era name, as ICU writes it); months and days are the Gregorian calendar's, which the
  /// Thai solar calendar shares. `-u-ca-gregory` writes the Gregorian year.
  package static let thai = Language("th", .thai)
}
