import MessageStatusKit

extension GalleryWords {
  /// Thai: the gallery's headings, style names and sample messages.
  package static let thai = GalleryWords(
    sections: ["แชทส่วนตัว", "กลุ่ม ยังไม่มีใครอ่าน", "กลุ่ม บางคนอ่านแล้ว", "กลุ่ม ทุกคนอ่านแล้ว"],
    styles: [
      .ticks: "เครื่องหมายถูก", .circles: "วงกลม", .receiptBadge: "ป้ายการอ่าน", .text: "ข้อความ",
    ],
    styleAndSection: "{name}: {text}",
    texts: [
      .lunchQuestion: "เที่ยงนี้ยังไปกินข้าวกันอยู่ใช่ไหม",
      .leavingOffice: "กำลังออกจากออฟฟิศแล้วนะ",
      .callWhenYouLand: "เครื่องลงแล้วโทรหาด้วยนะ",
      .viewFromTheTop: "วิวจากบนยอดเขา",
      .tableForTwo: "จองโต๊ะไว้ 2 ที่แล้วนะ",
      .placeOnFifthStreet: "ร้านที่อยู่ในซอย 5 นั่นแหละ",
      .seeYouAtNoon: "เจอกันตอนเที่ยงนะ",
      .seeYouAtHalfPast12Instead: "เปลี่ยนเป็นเจอกันเที่ยงครึ่งนะ",
      .tableForThree: "เปลี่ยนเป็นโต๊ะ 3 ที่นะ",
      .runningLate: "จะไปสายสัก 5 นาทีนะ",
      .whoIsBringingTheCake: "ใครจะเอาเค้กมา",
      .iCanPickItUp: "เราไปรับได้นะ",
      .orderedChocolate: "สั่งเค้กช็อกโกแลตแล้ว",
      .pickupAtFour: "รับเค้กบ่าย 4 โมงนะ",
      .tableForSixAtEight: "จองโต๊ะ 6 ที่ไว้ 2 ทุ่มนะ",
      .bakeryClosesAtFive: "ร้านเบเกอรี่ปิด 5 โมงเย็นนะ",
      .partyAtSeven: "ปาร์ตี้เริ่มทุ่มนึงนะ",
      .bringAJacket: "เอาเสื้อกันหนาวมาด้วยนะ",
      .ticketsBooked: "จองตั๋วเรียบร้อยแล้ว",
      .soundsGood: "ดีเลย!",
      .meetingMoved: "แจ้งเตือน: เลื่อนประชุมเป็นเวลา 15.00 น.",
      .dinnerMoved: "มื้อเย็นเลื่อนเป็น 2 ทุ่มนะ",
      .thanksEveryone: "ขอบคุณทุกคนนะ!",
      .seeYouAtSeven: "เจอกันทุ่มนึงนะ",
      .canYouSendTheFile: "ส่งไฟล์ให้หน่อยได้ไหม",
      .lunchOnFriday: "วันศุกร์ไปกินข้าวเที่ยงกันไหม",
      .happyNewYear: "สวัสดีปีใหม่!\nแล้วเจอกันเร็ว ๆ นี้นะ",
      .designTeam: "ทีมดีไซน์",
    ])
}
