import MessageStatusKit

extension GalleryWords {
  /// Japanese: the gallery's headings, style names and sample messages.
  package static let japanese = GalleryWords(
    sections: ["1対1のチャット", "グループ（まだ誰も読んでいない）", "グループ（一部が既読）", "グループ（全員が既読）"],
    styles: [
      .ticks: "チェックマーク", .circles: "円", .receiptBadge: "既読バッジ",
      .text: "テキスト",
    ],
    styleAndSection: "{name}：{text}",
    texts: [
      .lunchQuestion: "ランチ、予定どおりで大丈夫？",
      .leavingOffice: "今から会社出るね",
      .callWhenYouLand: "着いたら電話してね",
      .viewFromTheTop: "頂上からの景色",
      .tableForTwo: "2名で予約したよ",
      .placeOnFifthStreet: "中央通りのお店だよ",
      .seeYouAtNoon: "じゃあ12時にね",
      .seeYouAtHalfPast12Instead: "やっぱり12時半にしよう",
      .tableForThree: "予約、3名に変更したよ",
      .runningLate: "ごめん、5分遅れる！",
      .whoIsBringingTheCake: "ケーキ誰が持ってくる？",
      .iCanPickItUp: "私が取りに行けるよ",
      .orderedChocolate: "チョコケーキ注文したよ",
      .pickupAtFour: "受け取りは4時だよ",
      .tableForSixAtEight: "8時に6名で予約したよ",
      .bakeryClosesAtFive: "ケーキ屋さん、5時に閉まっちゃうよ",
      .partyAtSeven: "パーティーは7時からだよ",
      .bringAJacket: "上着持ってきてね",
      .ticketsBooked: "チケット取れたよ",
      .soundsGood: "いいね！",
      .meetingMoved: "【リマインド】会議は15時からに変更になりました",
      .dinnerMoved: "夜ごはん、8時からに変更ね",
      .thanksEveryone: "みんなありがとう！",
      .seeYouAtSeven: "じゃあ7時にね",
      .canYouSendTheFile: "ファイル送ってもらえる？",
      .lunchOnFriday: "金曜ランチどう？",
      .happyNewYear: "良いお年を！\nまた来年ね",
      .designTeam: "デザインチーム",
    ])
}
