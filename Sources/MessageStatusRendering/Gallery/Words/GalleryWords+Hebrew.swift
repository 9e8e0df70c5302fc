import MessageStatusKit

extension GalleryWords {
  /// Hebrew: the gallery's headings, style names and sample messages.
  package static let hebrew = GalleryWords(
    sections: [
      "צ׳אט אישי", "קבוצה, אף אחד עוד לא קרא", "קבוצה, חלק מהחברים קראו",
      "קבוצה, כולם קראו",
    ],
    styles: [
      .ticks: "סימני וי", .circles: "עיגולים", .receiptBadge: "תג קריאה", .text: "טקסט",
    ],
    styleAndSection: "{name}: {text}",
    texts: [
      .lunchQuestion: "עדיין נפגשים לצהריים?",
      .leavingOffice: "יצאתי עכשיו מהמשרד",
      .callWhenYouLand: "תתקשרי אליי כשאת נוחתת",
      .viewFromTheTop: "הנוף מלמעלה",
      .tableForTwo: "הזמנתי שולחן לשניים",
      .placeOnFifthStreet: "זה המקום ברחוב הרצל",
      .seeYouAtNoon: "נתראה ב-12",
      .seeYouAtHalfPast12Instead: "בעצם נתראה ב-12:30",
      .tableForThree: "שיניתי לשולחן לשלושה",
      .runningLate: "אאחר ב-5 דקות",
      .whoIsBringingTheCake: "מי מביא את העוגה?",
      .iCanPickItUp: "אני אאסוף אותה",
      .orderedChocolate: "הזמנתי עוגת שוקולד",
      .pickupAtFour: "האיסוף ב-4",
      .tableForSixAtEight: "שולחן לשישה ב-8",
      .bakeryClosesAtFive: "המאפייה נסגרת ב-5",
      .partyAtSeven: "המסיבה מתחילה ב-7",
      .bringAJacket: "תביאו ז'קט",
      .ticketsBooked: "הכרטיסים הוזמנו",
      .soundsGood: "נשמע טוב!",
      .meetingMoved: "תזכורת: הפגישה הועברה ל-15:00",
      .dinnerMoved: "ארוחת הערב עברה ל-8",
      .thanksEveryone: "תודה לכולם!",
      .seeYouAtSeven: "נתראה ב-7",
      .canYouSendTheFile: "אפשר לשלוח לי את הקובץ?",
      .lunchOnFriday: "צהריים ביום שישי?",
      .happyNewYear: "שנה טובה!\nנתראה בקרוב",
      .designTeam: "צוות עיצוב",
    ])
}
