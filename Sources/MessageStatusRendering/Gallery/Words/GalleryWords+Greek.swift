import MessageStatusKit

extension GalleryWords {
  /// Greek: the gallery's headings, style names and sample messages.
  package static let greek = GalleryWords(
    sections: [
      "Ατομική συνομιλία", "Ομάδα, δεν το έχει διαβάσει κανείς ακόμα",
      "Ομάδα, το έχουν διαβάσει κάποιοι", "Ομάδα, το έχουν διαβάσει όλοι",
    ],
    styles: [
      .ticks: "Τικ", .circles: "Κύκλοι", .receiptBadge: "Σήμα ανάγνωσης", .text: "Κείμενο",
    ],
    styleAndSection: "{name}: {text}", lowercaseAfterColon: true,
    texts: [
      .lunchQuestion: "Ισχύει ακόμα το μεσημεριανό;",
      .leavingOffice: "Φεύγω τώρα από το γραφείο",
      .callWhenYouLand: "Πάρε με όταν προσγειωθείς",
      .viewFromTheTop: "Η θέα από την κορυφή",
      .tableForTwo: "Έκλεισα τραπέζι για δύο",
      .placeOnFifthStreet: "Είναι το μαγαζί στην Ερμού",
      .seeYouAtNoon: "Τα λέμε στις 12",
      .seeYouAtHalfPast12Instead: "Τελικά τα λέμε στις 12:30",
      .tableForThree: "Τελικά τραπέζι για τρεις",
      .runningLate: "Θα αργήσω 5 λεπτά",
      .whoIsBringingTheCake: "Ποιος φέρνει την τούρτα;",
      .iCanPickItUp: "Μπορώ να την πάρω εγώ",
      .orderedChocolate: "Παρήγγειλα σοκολατένια",
      .pickupAtFour: "Παραλαβή στις 4",
      .tableForSixAtEight: "Τραπέζι για έξι στις 8",
      .bakeryClosesAtFive: "Το ζαχαροπλαστείο κλείνει στις 5",
      .partyAtSeven: "Το πάρτι ξεκινάει στις 7",
      .bringAJacket: "Πάρτε μπουφάν",
      .ticketsBooked: "Τα εισιτήρια κλείστηκαν",
      .soundsGood: "Τέλεια!",
      .meetingMoved: "Υπενθύμιση: η σύσκεψη μεταφέρθηκε στις 15:00",
      .dinnerMoved: "Το φαγητό πήγε για τις 8",
      .thanksEveryone: "Ευχαριστώ, παιδιά!",
      .seeYouAtSeven: "Τα λέμε στις 7",
      .canYouSendTheFile: "Μου στέλνεις το αρχείο;",
      .lunchOnFriday: "Μεσημεριανό την Παρασκευή;",
      .happyNewYear: "Καλή χρονιά!\nΤα λέμε σύντομα",
      .designTeam: "Ομάδα σχεδιασμού",
    ])
}
