import MessageStatusKit

extension GalleryWords {
  /// Spanish: the gallery's headings, style names and sample messages.
  package static let spanish = GalleryWords(
    sections: [
      "Chat individual", "Grupo, nadie lo ha leído", "Grupo, algunos lo han leído",
      "Grupo, todos lo han leído",
    ],
    styles: [
      .ticks: "Marcas", .circles: "Círculos", .receiptBadge: "Insignia de lectura",
      .text: "Texto",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "¿Sigue en pie el almuerzo?",
      .leavingOffice: "Ya salgo de la oficina",
      .callWhenYouLand: "Llámame cuando aterrices",
      .viewFromTheTop: "La vista desde la cima",
      .tableForTwo: "Reservé mesa para dos",
      .placeOnFifthStreet: "Es el lugar de la calle 5",
      .seeYouAtNoon: "Nos vemos al mediodía",
      .seeYouAtHalfPast12Instead: "Mejor nos vemos a las 12:30",
      .tableForThree: "Mejor mesa para tres",
      .runningLate: "Llego 5 minutos tarde",
      .whoIsBringingTheCake: "¿Quién trae el pastel?",
      .iCanPickItUp: "Yo puedo pasar por él",
      .orderedChocolate: "Lo pedí de chocolate",
      .pickupAtFour: "Hay que recogerlo a las 4",
      .tableForSixAtEight: "Mesa para seis a las 8",
      .bakeryClosesAtFive: "La pastelería cierra a las 5",
      .partyAtSeven: "La fiesta empieza a las 7",
      .bringAJacket: "Traigan algo de abrigo",
      .ticketsBooked: "Ya están reservados los boletos",
      .soundsGood: "¡Me parece bien!",
      .meetingMoved: "Recordatorio: la reunión se cambió a las 3 p. m.",
      .dinnerMoved: "La cena ahora es a las 8",
      .thanksEveryone: "¡Gracias a todos!",
      .seeYouAtSeven: "Nos vemos a las 7",
      .canYouSendTheFile: "¿Me puedes mandar el archivo?",
      .lunchOnFriday: "¿Almorzamos el viernes?",
      .happyNewYear: "¡Feliz año nuevo!\nNos vemos pronto",
      .designTeam: "Equipo de diseño",
    ])
}
