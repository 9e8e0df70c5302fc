import MessageStatusKit

extension GalleryWords {
  /// Turkish: the gallery's headings, style names and sample messages.
  package static let turkish = GalleryWords(
    sections: [
      "Bire bir sohbet", "Grup, henüz kimse okumadı", "Grup, bazıları okudu",
      "Grup, herkes okudu",
    ],
    styles: [
      .ticks: "Tikler", .circles: "Daireler", .receiptBadge: "Okundu rozeti", .text: "Metin",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Öğle yemeği hâlâ geçerli mi?",
      .leavingOffice: "Şimdi ofisten çıkıyorum",
      .callWhenYouLand: "İnince beni ara",
      .viewFromTheTop: "Zirveden manzara",
      .tableForTwo: "İki kişilik masa ayırttım",
      .placeOnFifthStreet: "Atatürk Caddesi'ndeki mekân",
      .seeYouAtNoon: "Öğlen görüşürüz",
      .seeYouAtHalfPast12Instead: "Onun yerine 12.30'da görüşelim",
      .tableForThree: "Masa üç kişilik olsun",
      .runningLate: "5 dakika gecikeceğim",
      .whoIsBringingTheCake: "Pastayı kim getiriyor?",
      .iCanPickItUp: "Ben alabilirim",
      .orderedChocolate: "Çikolatalı sipariş ettim",
      .pickupAtFour: "Saat 4'te teslim alınacak",
      .tableForSixAtEight: "Saat 8'de altı kişilik masa",
      .bakeryClosesAtFive: "Pastane 5'te kapanıyor",
      .partyAtSeven: "Parti 7'de başlıyor",
      .bringAJacket: "Yanınıza ceket alın",
      .ticketsBooked: "Biletler alındı",
      .soundsGood: "Tamamdır!",
      .meetingMoved: "Hatırlatma: Toplantı saat 15.00'e alındı",
      .dinnerMoved: "Akşam yemeği 8'e alındı",
      .thanksEveryone: "Herkese teşekkürler!",
      .seeYouAtSeven: "7'de görüşürüz",
      .canYouSendTheFile: "Dosyayı bana atar mısın?",
      .lunchOnFriday: "Cuma günü öğle yemeği?",
      .happyNewYear: "Mutlu yıllar!\nYakında görüşürüz",
      .designTeam: "Tasarım ekibi",
    ])
}
