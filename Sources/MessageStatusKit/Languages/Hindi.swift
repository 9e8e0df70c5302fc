extension Phrasebook {
  /// Hindi (`hi`): Latin digits (CLDR's default numbering) and a 12-hour clock with CLDR's
  /// "am"/"pm" (`h:mm a`; `HH:mm` when an app asks for 24 hours).
  ///
  /// The status words are masculine singular, agreeing with "मैसेज" (message), whatever
  /// the attachment's name ("फ़ोटो, भेजा गया": the state belongs to the message). Names
  /// and numbers are never inflected: they take only postpositions written as separate,
  /// invariant words ("{name} से", "{names} ने पढ़ा", "{total} में से {count} ने पढ़ा").
  /// Plural forms: one (0 and 1, as CLDR says) and other; the counted nouns ("वर्ण",
  /// "अन्य") do not change, so only the verb does ("बाकी है", "बाकी हैं"). Sentences end
  /// with the danda "।".
  package static let hindi = Phrasebook(
    language: "hi",
    pluralRule: "one: i = 0 or n = 1",
    separator: ", ",
    clock: .twelveHour(am: "am", pm: "pm"),
    labelStatus: PerState(
      sending: "भेजा जा रहा है", sent: "भेजा गया", delivered: "डिलीवर हो गया", read: "पढ़ा गया",
      failed: "भेजा नहीं जा सका, फिर से कोशिश करने के लिए टैप करें"),
    labelReadBy: PluralPhrase(other: "{total} में से {count} ने पढ़ा"),
    labelSenderPrefixed: "{name}: {text}",
    previewOwn: "आप: {text}",
    emptyMessage: "खाली मैसेज",
    edited: "एडिट किया गया", labelEdited: "एडिट किया गया",
    iconLabel: PerState(
      sending: "भेजा जा रहा है", sent: "भेजा गया", delivered: "डिलीवर हो गया", read: "पढ़ा गया",
      failed: "भेजा नहीं जा सका। फिर से कोशिश करने के लिए टैप करें।"),
    iconReadBy: PluralPhrase(other: "{total} में से {count} ने पढ़ा"),
    statusText: PerState(
      sending: "भेजा जा रहा है…", sent: "भेजा गया", delivered: "डिलीवर हो गया", read: "पढ़ा गया",
      failed: "भेजा नहीं जा सका"),
    statusTextReadAt: "{time} पर पढ़ा गया",
    badgeOverflow: "99+",
    retryAction: "फिर से कोशिश करें",
    deleteAction: "मिटाएं",
    failedHint: "इस मैसेज को फिर से भेजें या मिटाएं।",
    labelFailedPermanently: "भेजा नहीं जा सका",
    iconFailedPermanently: "भेजा नहीं जा सका।",
    permanentFailureHint: "यह मैसेज भेजा नहीं जा सकता। इसे मिटाया जा सकता है।",
    announceFailed: "मैसेज भेजा नहीं जा सका",
    announceNewMessage: "नया मैसेज: {text}",
    announceNewMessageFrom: "{name} से नया मैसेज: {text}",
    attachments: AttachmentNames(
      photo: "फ़ोटो", video: "वीडियो", file: "फ़ाइल", voice: "वॉइस मैसेज",
      location: "लोकेशन", sticker: "स्टिकर", contact: "संपर्क"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "{count} वर्ण बाकी है"], other: "{count} वर्ण बाकी हैं",
        none: "कोई वर्ण बाकी नहीं है"),
      charactersOver: PluralPhrase(
        [.one: "सीमा से {count} वर्ण ज़्यादा"], other: "सीमा से {count} वर्ण ज़्यादा"),
      counterLabel: "वर्णों की संख्या", send: "भेजें",
      fieldLabel: "मैसेज", fieldHint: "भेजने के लिए मैसेज लिखें।",
      emptyError: "मैसेज खाली नहीं हो सकता",
      invalidEncodingError: "मैसेज में ऐसा टेक्स्ट है जिसे पढ़ा नहीं जा सकता",
      sendDisabledEmpty: "पहले मैसेज लिखें",
      sentenceEnd: "।"),
    thread: ThreadPhrases(
      today: "आज", yesterday: "कल",
      days: DayHeadings(
        weekdays: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"],
        months: [
          "जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर",
          "नवंबर", "दिसंबर",
        ],
        thisYear: "{weekday}, {day} {month}", otherYear: "{day} {month}, {year}"),
      newMessages: PluralPhrase([.one: "{count} नया मैसेज"], other: "{count} नए मैसेज")),
    pause: PausePhrases(
      waitingForNetwork: .init(
        label: "नेटवर्क का इंतज़ार है", icon: "नेटवर्क का इंतज़ार है", text: "नेटवर्क का इंतज़ार है"),
      waitingForUser: .init(
        label: "नहीं भेजा गया, भेजने के लिए टैप करें", icon: "नहीं भेजा गया। भेजने के लिए टैप करें।", text: "नहीं भेजा गया"),
      hint: "इस मैसेज को भेजें या मिटाएं।"),
    upload: UploadPhrases(
      label: "अपलोड हो रहा है", icon: "अपलोड हो रहा है", text: "अपलोड हो रहा है…", percent: "{count}%",
      cancel: "रद्द करें"),
    played: PlayedPhrases(label: "चलाया गया", icon: "चलाया गया", text: "चलाया गया"),
    edit: EditPhrases(
      waiting: .init(label: "एडिट सेव होना बाकी है", text: "एडिट सेव होना बाकी है"),
      syncing: .init(label: "एडिट सेव हो रहा है", text: "एडिट सेव हो रहा है…"),
      failed: .init(label: "एडिट सेव नहीं हुआ", text: "एडिट सेव नहीं हुआ"),
      retry: "एडिट फिर से सेव करें"),
    viewOnce: ViewOncePhrases(
      photo: "एक बार देखने वाली फ़ोटो", video: "एक बार देखने वाला वीडियो",
      opened: PlayedPhrases(label: "खोला गया", icon: "खोला गया", text: "खोला गया")),
    readers: ReaderPhrases(
      label: "{names} ने पढ़ा", icon: "{names} ने पढ़ा",
      others: PluralPhrase([.one: "{count} अन्य"], other: "{count} अन्य"),
      list: ListPattern(pair: " और ", middle: ", ", last: " और "),
      failedTo: "{names} को भेजा नहीं जा सका",
      failedToCount: PluralPhrase(
        [.one: "{count} व्यक्ति को भेजा नहीं जा सका"], other: "{count} लोगों को भेजा नहीं जा सका"),
      deliveredTo: PluralPhrase(other: "{total} में से {count} को डिलीवर हुआ")),
    page: PagePhrases(
      title: "मैसेज बबल", composerTitle: "मैसेज लिखना",
      animation: "ऐनिमेशन", reducedMotion: "कम गति", haptic: "हैप्टिक फ़ीडबैक",
      announces: "घोषणा", polite: "प्रतीक्षा करके", assertive: "तुरंत", openQuote: "“", closeQuote: "”",
      colon: ": ",
      paletteFails:
        "इस पैलेट के वे रंग-युग्म जिनका कंट्रास्ट WCAG 2.2 की न्यूनतम सीमा से कम है (कंट्रास्ट अनुपात, ज़रूरी अनुपात, मानक पूरा करने वाला रंग)"
    ),
    labelReadAt: "{time} पर पढ़ा गया",
    labelSentAt: "{time} पर भेजा गया", labelReadByAll: "सभी ने पढ़ा", iconReadByAll: "सभी ने पढ़ा"
  )
}

extension Language {
  /// Hindi: one clock and one way of writing dates in India (ICU 72).
  ///
  /// ICU's `hi-Latn` (Hindi in Latin letters) is another script, not a region: the words
  /// stay Devanagari there.
  package static let hindi = Language("hi", .hindi)
}
