import MessageStatusKit

extension GalleryWords {
  /// Korean: the gallery's headings, style names and sample messages.
  package static let korean = GalleryWords(
    sections: [
      "일대일 채팅", "그룹, 아직 아무도 읽지 않음", "그룹, 일부가 읽음", "그룹, 모두 읽음",
    ],
    styles: [
      .ticks: "체크 표시", .circles: "동그라미", .receiptBadge: "읽음 배지", .text: "텍스트",
    ],
    styleAndSection: "{name}: {text}",
    texts: [
      .lunchQuestion: "우리 점심 약속 그대로지?",
      .leavingOffice: "지금 사무실에서 출발해",
      .callWhenYouLand: "도착하면 전화 줘",
      .viewFromTheTop: "정상에서 본 풍경",
      .tableForTwo: "두 명 자리 예약했어",
      .placeOnFifthStreet: "중앙로에 있는 그 식당이야",
      .seeYouAtNoon: "12시에 봐",
      .seeYouAtHalfPast12Instead: "그냥 12시 반에 보자",
      .tableForThree: "예약 세 명으로 바꿨어",
      .runningLate: "5분 늦을 것 같아",
      .whoIsBringingTheCake: "케이크 누가 가져와?",
      .iCanPickItUp: "내가 찾아올게",
      .orderedChocolate: "초코 케이크로 주문했어",
      .pickupAtFour: "픽업은 4시야",
      .tableForSixAtEight: "저녁 8시에 6명 자리 예약했어",
      .bakeryClosesAtFive: "빵집 5시에 문 닫아",
      .partyAtSeven: "파티 7시에 시작해",
      .bringAJacket: "겉옷 챙겨 와",
      .ticketsBooked: "표 예매했어",
      .soundsGood: "좋아!",
      .meetingMoved: "[알림] 회의가 오후 3시로 변경되었습니다",
      .dinnerMoved: "저녁 약속 8시로 바뀌었어",
      .thanksEveryone: "다들 고마워!",
      .seeYouAtSeven: "7시에 봐",
      .canYouSendTheFile: "파일 좀 보내줄 수 있어?",
      .lunchOnFriday: "금요일에 점심 어때?",
      .happyNewYear: "새해 복 많이 받아!\n곧 보자",
      .designTeam: "디자인팀",
    ])
}
