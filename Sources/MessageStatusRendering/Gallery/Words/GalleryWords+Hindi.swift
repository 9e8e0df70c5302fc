import MessageStatusKit

extension GalleryWords {
  /// Hindi: the gallery's headings, style names and sample messages.
  package static let hindi = GalleryWords(
    sections: [
      "व्यक्तिगत चैट", "ग्रुप, अभी तक किसी ने नहीं पढ़ा", "ग्रुप, कुछ लोगों ने पढ़ा",
      "ग्रुप, सभी ने पढ़ा",
    ],
    styles: [
      .ticks: "टिक", .circles: "गोले", .receiptBadge: "पढ़े जाने का बैज", .text: "टेक्स्ट",
    ],
    styleAndSection: "{name}: {text}",
    texts: [
      .lunchQuestion: "लंच का प्लान अभी भी है न?",
      .leavingOffice: "अभी ऑफ़िस से निकल रहा हूँ",
      .callWhenYouLand: "लैंड करते ही कॉल करना",
      .viewFromTheTop: "ऊपर से नज़ारा",
      .tableForTwo: "दो लोगों के लिए टेबल बुक कर दी है",
      .placeOnFifthStreet: "वही जगह है, एमजी रोड वाली",
      .seeYouAtNoon: "दोपहर 12 बजे मिलते हैं",
      .seeYouAtHalfPast12Instead: "नहीं, साढ़े 12 बजे मिलते हैं",
      .tableForThree: "टेबल अब तीन लोगों के लिए है",
      .runningLate: "5 मिनट लेट हूँ",
      .whoIsBringingTheCake: "केक कौन ला रहा है?",
      .iCanPickItUp: "मैं ले आऊँ?",
      .orderedChocolate: "चॉकलेट केक ऑर्डर कर दिया",
      .pickupAtFour: "पिकअप शाम 4 बजे है",
      .tableForSixAtEight: "छह लोगों की टेबल, रात 8 बजे",
      .bakeryClosesAtFive: "बेकरी शाम 5 बजे बंद हो जाती है",
      .partyAtSeven: "पार्टी 7 बजे शुरू होगी",
      .bringAJacket: "जैकेट लेकर आना",
      .ticketsBooked: "टिकट बुक हो गए हैं",
      .soundsGood: "बढ़िया!",
      .meetingMoved: "रिमाइंडर: मीटिंग अब दोपहर 3 बजे होगी",
      .dinnerMoved: "डिनर अब 8 बजे होगा",
      .thanksEveryone: "सबका शुक्रिया!",
      .seeYouAtSeven: "7 बजे मिलते हैं",
      .canYouSendTheFile: "मुझे फ़ाइल भेज सकती हो?",
      .lunchOnFriday: "शुक्रवार को लंच?",
      .happyNewYear: "नया साल मुबारक!\nजल्दी मिलते हैं",
      .designTeam: "डिज़ाइन टीम",
    ])
}
