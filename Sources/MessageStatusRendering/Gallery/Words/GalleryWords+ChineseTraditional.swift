import MessageStatusKit

extension GalleryWords {
  /// Traditional Chinese: the gallery's headings, style names and sample messages.
  package static let chineseTraditional = GalleryWords(
    sections: ["一對一聊天", "群組（還沒有人讀過）", "群組（部分成員已讀）", "群組（所有人已讀）"],
    styles: [
      .ticks: "勾號", .circles: "圓圈", .receiptBadge: "已讀標記", .text: "文字",
    ],
    styleAndSection: "{name}：{text}",
    texts: [
      .lunchQuestion: "中午還一起吃飯嗎？",
      .leavingOffice: "我現在從公司出發了",
      .callWhenYouLand: "落地後打電話給我",
      .viewFromTheTop: "山頂的景色",
      .tableForTwo: "訂好兩人位了",
      .placeOnFifthStreet: "就是中山路上那家",
      .seeYouAtNoon: "中午12點見",
      .seeYouAtHalfPast12Instead: "改成12點半見吧",
      .tableForThree: "改成三人位了",
      .runningLate: "我會晚5分鐘到",
      .whoIsBringingTheCake: "誰帶蛋糕？",
      .iCanPickItUp: "我可以去拿",
      .orderedChocolate: "訂了巧克力蛋糕",
      .pickupAtFour: "下午4點去拿",
      .tableForSixAtEight: "訂了晚上8點的6人桌",
      .bakeryClosesAtFive: "蛋糕店5點關門",
      .partyAtSeven: "派對7點開始",
      .bringAJacket: "記得帶件外套",
      .ticketsBooked: "票訂好了",
      .soundsGood: "好啊！",
      .meetingMoved: "提醒：會議改到下午3點",
      .dinnerMoved: "晚餐改到8點了",
      .thanksEveryone: "謝謝大家！",
      .seeYouAtSeven: "7點見",
      .canYouSendTheFile: "可以把檔案傳給我嗎？",
      .lunchOnFriday: "星期五一起吃午餐？",
      .happyNewYear: "新年快樂！\n改天見",
      .designTeam: "設計團隊",
    ])
}
