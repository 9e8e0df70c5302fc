import MessageStatusKit

extension GalleryWords {
  /// Arabic: the gallery's headings, style names and sample messages.
  package static let arabic = GalleryWords(
    sections: [
      "محادثة فردية", "مجموعة، لم يقرأها أحد بعد", "مجموعة، قرأها البعض", "مجموعة، قرأها الجميع",
    ],
    styles: [
      .ticks: "علامات الصح", .circles: "دوائر", .receiptBadge: "شارة القراءة",
      .text: "نص",
    ],
    styleAndSection: "{name}: {text}",
    texts: [
      .lunchQuestion: "هل ما زلنا على موعد الغداء؟",
      .leavingOffice: "أغادر المكتب الآن",
      .callWhenYouLand: "اتصلي بي عندما تهبط طائرتك",
      .viewFromTheTop: "المنظر من القمة",
      .tableForTwo: "حجزت طاولة لشخصين",
      .placeOnFifthStreet: "هو المطعم الموجود في الشارع الخامس",
      .seeYouAtNoon: "نلتقي عند الظهر",
      .seeYouAtHalfPast12Instead: "نلتقي الساعة ١٢:٣٠ بدلًا من ذلك",
      .tableForThree: "لنجعلها طاولة لثلاثة أشخاص",
      .runningLate: "سأتأخر ٥ دقائق",
      .whoIsBringingTheCake: "من سيجلب الكعكة؟",
      .iCanPickItUp: "يمكنني أن أستلمها أنا",
      .orderedChocolate: "طلبتها بالشوكولاتة",
      .pickupAtFour: "الاستلام الساعة ٤",
      .tableForSixAtEight: "طاولة لستة أشخاص الساعة ٨",
      .bakeryClosesAtFive: "المخبز يُغلق الساعة ٥",
      .partyAtSeven: "الحفلة تبدأ الساعة ٧",
      .bringAJacket: "خذوا معكم جاكيت",
      .ticketsBooked: "التذاكر محجوزة",
      .soundsGood: "تمام!",
      .meetingMoved: "تذكير: تم نقل الاجتماع إلى الساعة ٣ عصرًا",
      .dinnerMoved: "موعد العشاء تغيّر إلى الساعة ٨",
      .thanksEveryone: "شكرًا للجميع!",
      .seeYouAtSeven: "نلتقي الساعة ٧",
      .canYouSendTheFile: "ممكن ترسلي لي الملف؟",
      .lunchOnFriday: "غداء يوم الجمعة؟",
      .happyNewYear: "كل عام وأنتم بخير!\nنلتقي قريبًا",
      .designTeam: "فريق التصميم",
    ])
}
