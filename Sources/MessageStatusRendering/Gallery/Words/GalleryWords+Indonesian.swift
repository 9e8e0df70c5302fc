import MessageStatusKit

extension GalleryWords {
  /// Indonesian: the gallery's headings, style names and sample messages.
  package static let indonesian = GalleryWords(
    sections: [
      "Obrolan pribadi", "Grup, belum ada yang membaca", "Grup, sebagian sudah membaca",
      "Grup, semua sudah membaca",
    ],
    styles: [
      .ticks: "Centang", .circles: "Lingkaran", .receiptBadge: "Lencana dibaca",
      .text: "Teks",
    ],
    styleAndSection: "{name}: {text}",
    texts: [
      .lunchQuestion: "Jadi makan siang, kan?",
      .leavingOffice: "Aku jalan dari kantor sekarang ya",
      .callWhenYouLand: "Telepon aku kalau udah mendarat ya",
      .viewFromTheTop: "Pemandangan dari puncak",
      .tableForTwo: "Udah pesan meja buat berdua",
      .placeOnFifthStreet: "Yang di Jalan Sudirman itu",
      .seeYouAtNoon: "Ketemu jam 12 siang ya",
      .seeYouAtHalfPast12Instead: "Ketemu jam setengah 1 aja ya",
      .tableForThree: "Ganti jadi meja buat bertiga ya",
      .runningLate: "Aku telat 5 menit nih",
      .whoIsBringingTheCake: "Siapa yang bawa kue?",
      .iCanPickItUp: "Aku bisa ambil kok",
      .orderedChocolate: "Udah pesan kue cokelat",
      .pickupAtFour: "Ambilnya jam 4 sore",
      .tableForSixAtEight: "Meja buat 6 orang, jam 8 malam",
      .bakeryClosesAtFive: "Toko kuenya tutup jam 5 sore",
      .partyAtSeven: "Pestanya mulai jam 7 malam",
      .bringAJacket: "Bawa jaket ya",
      .ticketsBooked: "Tiket udah dipesan",
      .soundsGood: "Oke, sip!",
      .meetingMoved: "Pengingat: rapat dipindahkan ke pukul 15.00",
      .dinnerMoved: "Makan malamnya pindah ke jam 8 ya",
      .thanksEveryone: "Makasih semuanya!",
      .seeYouAtSeven: "Ketemu jam 7 ya",
      .canYouSendTheFile: "Bisa kirimin aku filenya?",
      .lunchOnFriday: "Jumat makan siang bareng?",
      .happyNewYear: "Selamat tahun baru!\nSampai ketemu lagi ya",
      .designTeam: "Tim Desain",
    ])
}
