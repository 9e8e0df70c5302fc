import MessageStatusKit

extension GalleryWords {
  /// Vietnamese: the gallery's headings, style names and sample messages.
  package static let vietnamese = GalleryWords(
    sections: [
      "Trò chuyện riêng", "Nhóm, chưa ai xem", "Nhóm, một số người đã xem",
      "Nhóm, mọi người đã xem",
    ],
    styles: [
      .ticks: "Dấu tích", .circles: "Vòng tròn", .receiptBadge: "Huy hiệu đã xem",
      .text: "Văn bản",
    ],
    styleAndSection: "{name}: {text}",
    texts: [
      .lunchQuestion: "Trưa nay vẫn đi ăn chứ?",
      .leavingOffice: "Mình rời văn phòng đây",
      .callWhenYouLand: "Hạ cánh rồi gọi mình nhé",
      .viewFromTheTop: "Cảnh từ trên đỉnh núi",
      .tableForTwo: "Đặt bàn 2 người rồi nhé",
      .placeOnFifthStreet: "Quán trên đường Lê Lợi đó",
      .seeYouAtNoon: "12h trưa gặp nhé",
      .seeYouAtHalfPast12Instead: "Đổi thành 12h30 nhé",
      .tableForThree: "Đổi thành bàn 3 người nhé",
      .runningLate: "Mình tới trễ 5 phút nhé",
      .whoIsBringingTheCake: "Ai mang bánh kem tới vậy?",
      .iCanPickItUp: "Mình đi lấy được nè",
      .orderedChocolate: "Mình đặt bánh socola rồi nhé",
      .pickupAtFour: "4h chiều lấy bánh nhé",
      .tableForSixAtEight: "Đặt bàn 6 người lúc 8h tối rồi nhé",
      .bakeryClosesAtFive: "Tiệm bánh 5h chiều đóng cửa đó",
      .partyAtSeven: "Tiệc bắt đầu lúc 7h tối",
      .bringAJacket: "Nhớ mang áo khoác nhé",
      .ticketsBooked: "Đặt vé xong rồi nhé",
      .soundsGood: "Được đó!",
      .meetingMoved: "Nhắc nhở: Cuộc họp đã được dời sang 15h",
      .dinnerMoved: "Bữa tối dời sang 8h nhé",
      .thanksEveryone: "Cảm ơn mọi người nhé!",
      .seeYouAtSeven: "7h gặp nhé",
      .canYouSendTheFile: "Gửi file cho mình được không?",
      .lunchOnFriday: "Thứ 6 đi ăn trưa không?",
      .happyNewYear: "Chúc mừng năm mới!\nHẹn sớm gặp lại nhé",
      .designTeam: "Nhóm thiết kế",
    ])
}
