package import Foundation
package import MessageStatusKit

/// The built-in gallery: sample bubbles in every state, 1:1 and in groups, for one style.
///
/// Designers open it as a page (`bubble-preview gallery`); the package's goldens check it
/// in every format. Every sample is a real ``Message`` described by the core, nothing
/// drawn by hand.
package enum Gallery {
  /// One sample: a message in its conversation, and how it was shown before (if at all).
  package struct Sample: Hashable, Sendable {
    /// The message.
    package var message: Message
    /// Its conversation.
    package var conversation: Conversation
    /// The message as last shown, for a transition; `nil` for a first appearance.
    package var previous: Message?

    /// Creates a sample.
    package init(message: Message, conversation: Conversation, previous: Message? = nil) {
      self.message = message
      self.conversation = conversation
      self.previous = previous
    }
  }

  /// A titled group of samples.
  package struct SampleSection: Hashable, Sendable {
    /// The heading.
    package var title: String
    /// The samples, in display order.
    package var samples: [Sample]
  }

  /// The viewer's one-to-one chat with Alice.
  package static let direct = Conversation(
    participants: ["me", "alice"], viewer: "me", displayNames: ["me": "Me", "alice": "Alice"])

  /// A group: the viewer and five recipients.
  package static let group = Conversation(
    participants: ["me", "alice", "bob", "carol", "dave", "erin"], viewer: "me",
    displayNames: [
      "me": "Me", "alice": "Alice", "bob": "Bob", "carol": "Carol", "dave": "Dave", "erin": "Erin",
    ])

  /// A large group: the viewer and 150 recipients, for the "99+" badge; each named, so the
  /// readers' avatars show different initials ("Ava", "Ben", … then "Ava B.").
  package static let largeGroup = Conversation(
    participants: ["me"] + (1...150).map { UserID("member\($0)") }, viewer: "me",
    displayNames: Dictionary(
      uniqueKeysWithValues: (1...150).map { number in
        let given = largeGroupNames[(number - 1) % largeGroupNames.count]
        let round = (number - 1) / largeGroupNames.count
        let surname = round == 0 ? "" : " \(Character(UnicodeScalar(UInt8(65 + round))))."
        return (UserID("member\(number)"), given + surname)
      }))

  private static let largeGroupNames = [
    "Ava", "Ben", "Chloe", "Diego", "Emma", "Farid", "Grace", "Hiro", "Isla", "Jonas", "Kira",
    "Liam", "Mei", "Nadia", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tariq", "Uma", "Victor",
    "Wen", "Ximena", "Yusuf", "Zoe",
  ]

  /// 2025-10-21 10:42:00 UTC: the first sample's creation time.
  package static let startDate = Date(timeIntervalSince1970: 1_761_043_320)

  /// Every state, outgoing and incoming, 1:1 and in groups with nobody, some or everyone
  /// having read, in English.
  package static let samples = samples(in: .english)

  /// Every state, outgoing and incoming, 1:1 and in groups with nobody, some or everyone
  /// having read: the messages in `words`' language, the section titles in English.
  package static func samples(in words: GalleryWords) -> [SampleSection] {
    var clock = 0
    func message(
      _ sample: GallerySampleText?, from sender: UserID = "me", state: DeliveryState,
      deliveredTo: Set<UserID> = [], readBy: Set<UserID> = [], attachment: AttachmentKind? = nil
    ) -> Message {
      clock += 1
      let text = sample.map(words.text) ?? ""
      let created = startDate.addingTimeInterval(Double(clock * 60))
      let confirmed = state.progress > 0 || sender != "me"
      return Message(
        id: MessageID("m\(clock)"), sender: sender, text: text, attachment: attachment,
        createdAt: created, serverTimestamp: confirmed ? created.addingTimeInterval(1) : nil,
        sequenceNumber: confirmed ? Int64(clock) : nil, state: state, deliveredTo: deliveredTo,
        readBy: readBy, readAt: state == .read ? created.addingTimeInterval(300) : nil)
    }
    // A paused send, at the time of the message before it (the clock does not move, so the
    // samples after it keep their ids and times).
    func paused(
      _ id: MessageID, _ text: String, _ reason: PauseReason, attachment: AttachmentKind? = nil
    ) -> Message {
      Message(
        id: id, sender: "me", text: text, attachment: attachment,
        createdAt: startDate.addingTimeInterval(Double(clock * 60)), state: .sending,
        pause: reason)
    }
    // An attachment being uploaded, at the same time in the same way.
    func uploading(
      _ id: MessageID, _ text: String, _ attachment: AttachmentKind, _ fraction: Double?
    ) -> Message {
      Message(
        id: id, sender: "me", text: text, attachment: attachment,
        createdAt: startDate.addingTimeInterval(Double(clock * 60)), state: .sending,
        upload: UploadProgress(fraction: fraction))
    }
    // A voice note Alice played, or view-once media she opened (or has not yet), at the
    // time of the message before it.
    func played(
      _ id: MessageID, _ attachment: AttachmentKind = .voice, viewOnce: Bool = false,
      opened: Bool = true
    ) -> Message {
      let created = startDate.addingTimeInterval(Double(clock * 60))
      var message = Message(
        id: id, sender: "me", text: "", attachment: attachment, createdAt: created,
        serverTimestamp: created.addingTimeInterval(1), state: opened ? .read : .delivered,
        deliveredTo: ["alice"], readAt: opened ? created.addingTimeInterval(300) : nil,
        isViewOnce: viewOnce)
      if opened { message.record(.played, for: "alice") }
      return message
    }
    // A message the server has, whose edit it does not have yet, at the time of the
    // message before it.
    func editing(
      _ id: MessageID, _ text: String, _ state: DeliveryState, _ sync: EditSync
    ) -> Message {
      let created = startDate.addingTimeInterval(Double(clock * 60))
      return Message(
        id: id, sender: "me", text: text, createdAt: created,
        serverTimestamp: created.addingTimeInterval(1), state: state,
        readBy: state == .read ? ["alice"] : [],
        readAt: state == .read ? created.addingTimeInterval(300) : nil, isEdited: true,
        editSync: sync)
    }
    let everyone: Set<UserID> = ["alice", "bob", "carol", "dave", "erin"]
    let some: Set<UserID> = ["alice", "bob", "carol"]
    func inDirect(_ message: Message) -> Sample { Sample(message: message, conversation: direct) }
    func inGroup(_ message: Message) -> Sample { Sample(message: message, conversation: group) }
    let largeMembers = Set((1...150).map { UserID("member\($0)") })
    let largeReaders = Set((1...120).map { UserID("member\($0)") })
    return [
      SampleSection(
        title: "One-to-one",
        samples: [
          inDirect(message(.lunchQuestion, from: "alice", state: .delivered)),
          inDirect(message(.leavingOffice, state: .sending)),
          // Paused, not in flight: waiting for a connection, or held for the user to send.
          inDirect(paused("p1", "", .waitingForNetwork, attachment: .photo)),
          inDirect(paused("p2", words.text(.callWhenYouLand), .waitingForUser)),
          // Uploading: a ring that fills, then the percent unknown (a voice note).
          inDirect(uploading("u1", words.text(.viewFromTheTop), .photo, 0.4)),
          inDirect(uploading("u2", "", .voice, nil)),
          inDirect(message(.tableForTwo, state: .sent)),
          inDirect(message(.placeOnFifthStreet, state: .delivered)),
          inDirect(message(.seeYouAtNoon, state: .read, readBy: ["alice"])),
          // Past read: a voice note Alice played; a view-once photo she opened, and a
          // view-once video she has not.
          inDirect(played("v1")),
          inDirect(played("o1", .photo, viewOnce: true)),
          inDirect(played("o2", .video, viewOnce: true, opened: false)),
          // Edits the server does not have yet: one on its way (still read), one it did
          // not take (still delivered, with Retry edit).
          inDirect(editing("e1", words.text(.seeYouAtHalfPast12Instead), .read, .syncing)),
          inDirect(editing("e2", words.text(.tableForThree), .delivered, .failed)),
          inDirect(message(.runningLate, state: .failed)),
        ]),
      SampleSection(
        title: "Group, nobody has read yet",
        samples: [
          inGroup(message(.whoIsBringingTheCake, from: "alice", state: .delivered)),
          inGroup(message(.iCanPickItUp, state: .sending)),
          inGroup(message(.orderedChocolate, state: .sent, deliveredTo: ["alice", "bob"])),
          inGroup(message(.pickupAtFour, state: .delivered, deliveredTo: everyone)),
          // The app lets the receipts decide: it reports sent, and only Alice's phone has
          // it so far.
          inGroup(message(.tableForSixAtEight, state: .sent, deliveredTo: ["alice"])),
          inGroup(message(.bakeryClosesAtFive, state: .failed)),
        ]),
      SampleSection(
        title: "Group, some have read",
        samples: [
          inGroup(
            message(
              .partyAtSeven, state: .delivered, deliveredTo: everyone, readBy: ["alice"])),
          inGroup(
            message(.bringAJacket, state: .delivered, deliveredTo: everyone, readBy: some)),
          // The backend raised its status to read when Bob read, so the app reports sent
          // and lets the receipts decide (its own state would be a floor).
          inGroup(
            message(.ticketsBooked, state: .sent, deliveredTo: everyone, readBy: ["bob"])),
          inGroup(message(.soundsGood, from: "bob", state: .delivered)),
          // Delivered to all 150 others, read by 120: like the samples above it, ticks and
          // words say delivered (read waits for everyone), the badge "99+", the label the
          // exact count.
          Sample(
            message: {
              var reminder = message(
                .meetingMoved, state: .delivered, deliveredTo: largeMembers,
                readBy: largeReaders)
              // Read over the next hour, member 1 first: the avatars show who read first
              // (by name, every stack of 120 would start with three A's).
              for number in 1...120 {
                reminder.readTimes[UserID("member\(number)")] =
                  reminder.createdAt.addingTimeInterval(Double(30 * number))
              }
              return reminder
            }(),
            conversation: largeGroup),
          // Bob's copy failed, Alice has read hers: failed, for Bob, resent to him alone.
          inGroup(
            {
              var failedForBob = message(
                .dinnerMoved, state: .sent, deliveredTo: ["alice", "carol", "dave", "erin"],
                readBy: ["alice"])
              failedForBob.record(.failed, for: "bob")
              return failedForBob
            }()),
        ]),
      SampleSection(
        title: "Group, everyone has read",
        samples: [
          inGroup(
            message(.thanksEveryone, state: .read, deliveredTo: everyone, readBy: everyone)),
          inGroup(message(nil, from: "carol", state: .delivered, attachment: .photo)),
        ]),
    ]
  }

  /// The samples described with `options` (its ``BubbleDescription/Options/style`` picks the
  /// style), one section per sample section, headed in the options' language.
  package static func sections(options: BubbleDescription.Options) -> [BubbleSection] {
    let describer = BubbleDescriber(options: options)
    let titles = GalleryWords.forLanguage(describer.phrases.language)
    return samples(in: titles).enumerated().map { index, section in
      BubbleSection(
        title: titles.sections.indices.contains(index) ? titles.sections[index] : section.title,
        bubbles: section.samples.map {
          describer.describe($0.message, in: $0.conversation, previous: $0.previous)
        })
    }
  }
}
