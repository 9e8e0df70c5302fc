import MessageStatusKit

extension GalleryWords {
  /// Brazilian Portuguese: the gallery's headings, style names and sample messages.
  package static let portugueseBrazil = GalleryWords(
    sections: [
      "Conversa individual", "Grupo, ninguém leu ainda", "Grupo, alguns leram",
      "Grupo, todos leram",
    ],
    styles: [
      .ticks: "Tiques", .circles: "Círculos", .receiptBadge: "Selo de leitura",
      .text: "Texto",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "O almoço ainda tá de pé?",
      .leavingOffice: "Saindo do escritório agora",
      .callWhenYouLand: "Me liga quando pousar",
      .viewFromTheTop: "A vista lá de cima",
      .tableForTwo: "Reservei uma mesa pra dois",
      .placeOnFifthStreet: "É aquele restaurante da Rua das Flores",
      .seeYouAtNoon: "Te vejo ao meio-dia",
      .seeYouAtHalfPast12Instead: "Na verdade, te vejo às 12h30",
      .tableForThree: "Corrigindo: mesa pra três",
      .runningLate: "Vou atrasar 5 minutos",
      .whoIsBringingTheCake: "Quem vai levar o bolo?",
      .iCanPickItUp: "Eu posso buscar",
      .orderedChocolate: "Pedi de chocolate",
      .pickupAtFour: "A retirada é às 16h",
      .tableForSixAtEight: "Mesa pra seis às 20h",
      .bakeryClosesAtFive: "A confeitaria fecha às 17h",
      .partyAtSeven: "A festa começa às 19h",
      .bringAJacket: "Levem um casaco",
      .ticketsBooked: "Os ingressos já estão reservados",
      .soundsGood: "Fechado!",
      .meetingMoved: "Lembrete: a reunião foi remarcada para as 15h",
      .dinnerMoved: "O jantar mudou pras 20h",
      .thanksEveryone: "Valeu, pessoal!",
      .seeYouAtSeven: "Te vejo às 19h",
      .canYouSendTheFile: "Pode me mandar o arquivo?",
      .lunchOnFriday: "Almoço na sexta?",
      .happyNewYear: "Feliz Ano Novo!\nAté breve",
      .designTeam: "Equipe de design",
    ])
}
