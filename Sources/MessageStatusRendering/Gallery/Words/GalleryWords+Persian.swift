import MessageStatusKit

extension GalleryWords {
  /// Persian: the gallery's headings, style names and sample messages.
  package static let persian = GalleryWords(
    sections: [
      "گفت‌وگوی دونفره", "گروه، هنوز کسی نخوانده", "گروه، برخی خوانده‌اند", "گروه، همه خوانده‌اند",
    ],
    styles: [
      .ticks: "تیک‌ها", .circles: "دایره‌ها", .receiptBadge: "نشان شمار خوانندگان", .text: "متن",
    ],
    styleAndSection: "{name}: {text}",
    texts: [
      .lunchQuestion: "قرار ناهارمون هنوز سر جاشه؟",
      .leavingOffice: "الان دارم از شرکت میام بیرون",
      .callWhenYouLand: "وقتی نشستی بهم زنگ بزن",
      .viewFromTheTop: "منظره از اون بالا",
      .tableForTwo: "یه میز دونفره رزرو کردم",
      .placeOnFifthStreet: "همون رستورانه که تو خیابون پنجمه",
      .seeYouAtNoon: "ظهر می‌بینمت",
      .seeYouAtHalfPast12Instead: "به جاش ساعت ۱۲:۳۰ می‌بینمت",
      .tableForThree: "شد میز سه‌نفره",
      .runningLate: "۵ دقیقه دیر می‌رسم",
      .whoIsBringingTheCake: "کی کیک رو میاره؟",
      .iCanPickItUp: "من می‌تونم برم بگیرمش",
      .orderedChocolate: "کیک شکلاتی سفارش دادم",
      .pickupAtFour: "تحویلش ساعت ۴ عصره",
      .tableForSixAtEight: "میز شش‌نفره، ساعت ۸ شب",
      .bakeryClosesAtFive: "قنادی ساعت ۵ می‌بنده",
      .partyAtSeven: "مهمونی ساعت ۷ شروع می‌شه",
      .bringAJacket: "کاپشن با خودتون بیارید",
      .ticketsBooked: "بلیت‌ها رزرو شد",
      .soundsGood: "عالیه!",
      .meetingMoved: "یادآوری: جلسه به ساعت ۳ بعدازظهر منتقل شد",
      .dinnerMoved: "شام افتاد ساعت ۸",
      .thanksEveryone: "ممنون از همگی!",
      .seeYouAtSeven: "ساعت ۷ می‌بینمت",
      .canYouSendTheFile: "می‌تونی فایل رو برام بفرستی؟",
      .lunchOnFriday: "ناهار جمعه؟",
      .happyNewYear: "سال نو میلادی مبارک!\nبه‌زودی می‌بینمت",
      .designTeam: "تیم طراحی",
    ])
}
