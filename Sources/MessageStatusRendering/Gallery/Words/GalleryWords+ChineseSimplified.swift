import MessageStatusKit

extension GalleryWords {
  /// Simplified Chinese: the gallery's headings, style names and sample messages.
  package static let chineseSimplified = GalleryWords(
    sections: ["一对一聊天", "群聊（还没有人读）", "群聊（部分人已读）", "群聊（所有人已读）"],
    styles: [
      .ticks: "对勾", .circles: "圆圈", .receiptBadge: "已读标记", .text: "文字",
    ],
    styleAndSection: "{name}：{text}",
    texts: [
      .lunchQuestion: "中午还一起吃饭吗？",
      .leavingOffice: "我现在从公司出发了",
      .callWhenYouLand: "落地了给我打个电话",
      .viewFromTheTop: "山顶的风景",
      .tableForTwo: "订好两人位了",
      .placeOnFifthStreet: "就是中山路上那家",
      .seeYouAtNoon: "中午12点见",
      .seeYouAtHalfPast12Instead: "改成12点半见吧",
      .tableForThree: "改成三人位了",
      .runningLate: "我会晚到5分钟",
      .whoIsBringingTheCake: "谁带蛋糕？",
      .iCanPickItUp: "我可以去取",
      .orderedChocolate: "订了巧克力蛋糕",
      .pickupAtFour: "下午4点去取",
      .tableForSixAtEight: "订了晚上8点的6人桌",
      .bakeryClosesAtFive: "蛋糕店5点关门",
      .partyAtSeven: "派对7点开始",
      .bringAJacket: "带件外套",
      .ticketsBooked: "票订好了",
      .soundsGood: "好啊！",
      .meetingMoved: "提醒：会议改到下午3点",
      .dinnerMoved: "晚饭改到8点了",
      .thanksEveryone: "谢谢大家！",
      .seeYouAtSeven: "7点见",
      .canYouSendTheFile: "能把文件发我一下吗？",
      .lunchOnFriday: "周五一起吃午饭？",
      .happyNewYear: "新年快乐！\n回头见",
      .designTeam: "设计团队",
    ])
}
