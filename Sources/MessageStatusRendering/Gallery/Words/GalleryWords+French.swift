import MessageStatusKit

extension GalleryWords {
  /// French: the gallery's headings, style names and sample messages.
  package static let french = GalleryWords(
    sections: [
      "Conversation à deux", "Groupe, personne n’a lu", "Groupe, certains ont lu",
      "Groupe, tout le monde a lu",
    ],
    styles: [
      .ticks: "Coches", .circles: "Cercles", .receiptBadge: "Badge de lecture",
      .text: "Texte",
    ],
    styleAndSection: "{name}\u{00A0}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Ça tient toujours, le déjeuner ?",
      .leavingOffice: "Je quitte le bureau",
      .callWhenYouLand: "Appelle-moi quand tu atterris",
      .viewFromTheTop: "La vue du sommet",
      .tableForTwo: "J’ai réservé une table pour deux",
      .placeOnFifthStreet: "C’est le resto de la rue Victor-Hugo",
      .seeYouAtNoon: "On se voit à midi",
      .seeYouAtHalfPast12Instead: "On se voit plutôt à 12h30",
      .tableForThree: "Finalement, une table pour trois",
      .runningLate: "J’ai 5 minutes de retard",
      .whoIsBringingTheCake: "Qui apporte le gâteau ?",
      .iCanPickItUp: "Je peux aller le chercher",
      .orderedChocolate: "Je l’ai commandé au chocolat",
      .pickupAtFour: "Il faut le récupérer à 16h",
      .tableForSixAtEight: "Table pour six à 20h",
      .bakeryClosesAtFive: "La pâtisserie ferme à 17h",
      .partyAtSeven: "La soirée commence à 19h",
      .bringAJacket: "Prenez une veste",
      .ticketsBooked: "Les billets sont réservés",
      .soundsGood: "Ça marche !",
      .meetingMoved: "Rappel : la réunion est décalée à 15h",
      .dinnerMoved: "Le dîner est décalé à 20h",
      .thanksEveryone: "Merci à tous !",
      .seeYouAtSeven: "On se voit à 19h",
      .canYouSendTheFile: "Tu peux m’envoyer le fichier ?",
      .lunchOnFriday: "On déjeune ensemble vendredi ?",
      .happyNewYear: "Bonne année !\nÀ bientôt",
      .designTeam: "Équipe design",
    ])
}
