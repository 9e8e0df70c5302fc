import Foundation
import MessageStatusKit
import MessageStatusRendering

/// The one catalogue every format renders: the gallery per style (light and dark), each
/// accessibility setting, transitions, and hostile text.
struct GoldenCase {
  var name: String
  var sections: [BubbleSection]
  /// How the HTML page picks colours: system pages show light and dark by media query,
  /// pinned pages show the variant the bubbles were described for.
  var colorScheme: PageColorScheme

  var bubbles: [BubbleDescription] { sections.flatMap(\.bubbles) }

  static let all: [GoldenCase] =
    StatusStyle.allCases.flatMap { style in
      [
        GoldenCase(
          name: "gallery-\(style.rawValue)",
          sections: Gallery.sections(options: .init(style: style)), colorScheme: .followSystem),
        GoldenCase(
          name: "gallery-\(style.rawValue)-dark",
          sections: Gallery.sections(options: .init(style: style, appearance: .dark)),
          colorScheme: .asDescribed),
      ]
    } + [
      // The gallery in a language's own messages: right to left with Arabic digits, and
      // Japanese in the style whose label holds the read time.
      GoldenCase(
        name: "gallery-ticks-ar",
        sections: Gallery.sections(options: .init(style: .ticks, locale: "ar")),
        colorScheme: .followSystem),
      GoldenCase(
        name: "gallery-text-ja",
        sections: Gallery.sections(options: .init(style: .text, locale: "ja")),
        colorScheme: .followSystem),
      increasedContrast, differentiateWithoutColor, readReceiptsHidden, failedTint, failures,
      transitions(reduceMotion: false), transitions(reduceMotion: true), hostileText,
      longMessage, attachments, readers,
    ] + (Language.allCases.map(\.code) + ["en-GB"]).map { localized($0) }
    + [localized("en", hourCycle: .h23)]

  static let direct = Gallery.direct
  static let group = Gallery.group
  static let date = Gallery.startDate

  static func outgoing(
    _ id: String, _ text: String, _ state: DeliveryState, readBy: Set<UserID> = [],
    deliveredTo: Set<UserID> = [], attachment: AttachmentKind? = nil
  ) -> Message {
    Message(
      id: MessageID(id), sender: "me", text: text, attachment: attachment, createdAt: date,
      state: state, deliveredTo: deliveredTo, readBy: readBy)
  }

  /// `message`, edited by its sender.
  static func edited(_ message: Message) -> Message {
    var edited = message
    edited.isEdited = true
    return edited
  }

  static func incoming(
    _ id: String, _ text: String, from sender: UserID = "alice", attachment: AttachmentKind? = nil
  ) -> Message {
    Message(
      id: MessageID(id), sender: sender, text: text, attachment: attachment, createdAt: date,
      serverTimestamp: date, state: .delivered)
  }

  /// Every state in a 1:1 chat, described with `options`.
  static func everyState(_ options: BubbleDescription.Options, title: String) -> BubbleSection {
    let describer = BubbleDescriber(options: options)
    return BubbleSection(
      title: title,
      bubbles: DeliveryState.allCases.map { state in
        describer.describe(
          outgoing("\(state)", "Hello world", state, readBy: state == .read ? ["alice"] : []),
          in: direct)
      })
  }

  static let increasedContrast = GoldenCase(
    name: "increased-contrast",
    sections: [Appearance.light, .dark].flatMap { appearance in
      [StatusStyle.ticks, .receiptBadge].map { style in
        everyState(
          .init(
            style: style, appearance: appearance, increasedContrast: true,
            failedBubbleTint: .destructive),
          title: "\(appearance == .light ? "Light" : "Dark"), increased contrast, \(style.rawValue)"
        )
      }
    },
    colorScheme: .asDescribed)

  static let differentiateWithoutColor = GoldenCase(
    name: "differentiate-without-color",
    sections: StatusStyle.allCases.map {
      everyState(.init(style: $0, differentiateWithoutColor: true), title: "\($0.rawValue)")
    },
    colorScheme: .followSystem)

  static let readReceiptsHidden = GoldenCase(
    name: "read-receipts-hidden",
    sections: StatusStyle.allCases.map { style in
      let describer = BubbleDescriber(options: .init(style: style, readReceipts: .hidden))
      let everyone: Set<UserID> = ["alice", "bob", "carol", "dave", "erin"]
      return BubbleSection(
        title: style.rawValue,
        bubbles: [
          describer.describe(
            outgoing("direct-read", "Read in 1:1", .read, readBy: ["alice"]), in: direct),
          describer.describe(
            outgoing(
              "group-some", "Read by some", .delivered, readBy: ["alice", "bob"],
              deliveredTo: everyone),
            in: group),
          describer.describe(
            outgoing("group-all", "Read by all", .read, readBy: everyone, deliveredTo: everyone),
            in: group),
        ])
    },
    colorScheme: .followSystem)

  static let failedTint = GoldenCase(
    name: "failed-tint",
    sections: [Appearance.light, .dark].map { appearance in
      let describer = BubbleDescriber(
        options: .init(appearance: appearance, failedBubbleTint: .destructive))
      return BubbleSection(
        title: appearance == .light ? "Light" : "Dark",
        bubbles: [
          describer.describe(outgoing("sent", "This one made it", .sent), in: direct),
          describer.describe(outgoing("failed", "This one did not", .failed), in: direct),
        ])
    },
    colorScheme: .asDescribed)

  /// Failures the app can retry and failures it cannot, in a left-to-right and a
  /// right-to-left language: only the retryable one offers Retry or says "tap to retry".
  static let failures = GoldenCase(
    name: "failures",
    sections: ["en", "de", "ar"].map { locale in
      let describer = BubbleDescriber(options: .init(locale: locale))
      var permanent = outgoing("permanent-\(locale)", "This file is too large", .failed)
      permanent.failure = .permanent
      var blocked = outgoing("blocked-\(locale)", "Are you there?", .failed)
      blocked.failure = .permanent
      return BubbleSection(
        title: locale,
        bubbles: [
          describer.describe(outgoing("retryable-\(locale)", "No signal", .failed), in: direct),
          describer.describe(permanent, in: direct),
          describer.describe(blocked, in: group),
        ])
    },
    colorScheme: .followSystem)

  static func transitions(reduceMotion: Bool) -> GoldenCase {
    let describer = BubbleDescriber(
      options: .init(style: .receiptBadge, reduceMotion: reduceMotion))
    func change(_ id: String, _ from: DeliveryState, _ to: DeliveryState) -> BubbleDescription {
      describer.describe(
        outgoing(id, "\(from.rawValue) → \(to.rawValue)", to), in: direct,
        previous: outgoing(id, "", from))
    }
    let before = outgoing("badge", "2 → 3 readers", .read, readBy: ["alice", "bob"])
    var after = before
    after.readBy.insert("carol")
    return GoldenCase(
      name: reduceMotion ? "transitions-reduce-motion" : "transitions",
      sections: [
        BubbleSection(
          title: "State changes",
          bubbles: [
            change("sending-sent", .sending, .sent), change("sent-delivered", .sent, .delivered),
            change("delivered-read", .delivered, .read),
            change("sending-failed", .sending, .failed),
            change("failed-sending", .failed, .sending), change("failed-sent", .failed, .sent),
          ]),
        BubbleSection(
          title: "Ignored and unchanged",
          bubbles: [
            change("read-delivered", .read, .delivered), change("sent-failed", .sent, .failed),
            change("sent-sent", .sent, .sent),
          ]),
        BubbleSection(
          title: "Badge count and arrivals",
          bubbles: [
            describer.describe(after, in: group, previous: before),
            describer.describe(incoming("new-direct", "Hello world"), in: direct),
            describer.describe(incoming("new-group", "Hello everyone"), in: group),
          ]),
      ],
      colorScheme: .followSystem)
  }

  /// Text an attacker or a broken client could send; every renderer must show it as text.
  static let hostileTexts: [(String, String)] = [
    ("html-injection", "<script>alert('x')</script><img src=x onerror=alert(1)>"),
    ("attribute-breakout", "\"><svg onload=alert(1)> ' onmouseover='alert(1)"),
    ("comment-and-style", "<!-- </style> --> ]]> &amp; &lt;b&gt;"),
    ("bidi-override", "Invoice \u{202E}fdp.exe\u{202C} ready"),
    ("bidi-isolates", "\u{2067}isolated\u{2069} \u{2066}ltr\u{2069} \u{2068}first\u{2069}"),
    ("zero-width", "pay\u{200B}pal\u{200C}.com\u{200D}\u{FEFF}"),
    ("control-characters", "nul\u{0000} bell\u{0007} esc\u{001B} del\u{007F} c1\u{0085}"),
    ("newlines-and-tabs", "line one\nline two\ttabbed\r\nline three"),
    ("emoji-zwj", "👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽 🇯🇵"),
    ("combining-marks", "e\u{0301} Z\u{0351}\u{0352}\u{0353}a\u{036B}l\u{0346}g\u{0344}o\u{0300}"),
    ("quote-with-combining-mark", "\"\u{0301} and '\u{0301}"),
    ("arabic-and-hebrew", "مرحبا بالعالم — שלום עולם"),
  ]

  static let hostileText = GoldenCase(
    name: "hostile-text",
    sections: [
      BubbleSection(
        title: "Outgoing",
        bubbles: hostileTexts.map { id, text in
          BubbleDescriber().describe(outgoing(id, text, .failed), in: group)
        }),
      BubbleSection(
        title: "Incoming, with a hostile sender name",
        bubbles: hostileTexts.prefix(4).map { id, text in
          let chat = Conversation(
            participants: ["me", "mallory", "bob"], viewer: "me",
            displayNames: ["mallory": "<b>Mallory</b> \u{202E}evil"])
          return BubbleDescriber().describe(incoming(id, text, from: "mallory"), in: chat)
        }),
    ],
    colorScheme: .followSystem)

  static let longMessage = GoldenCase(
    name: "long-message",
    sections: [
      BubbleSection(
        title: "10,000 characters",
        bubbles: [
          BubbleDescriber().describe(
            outgoing(
              "long", String(repeating: "All work and no play. ", count: 454) + "The end now.",
              .read,
              readBy: ["alice"]),
            in: direct)
        ])
    ],
    colorScheme: .followSystem)

  static let attachments = GoldenCase(
    name: "attachments",
    sections: [
      BubbleSection(
        title: "Attachments",
        bubbles: AttachmentKind.allCases.enumerated().map { index, kind in
          let describer = BubbleDescriber()
          return index.isMultiple(of: 2)
            ? describer.describe(outgoing(kind.rawValue, "", .sent, attachment: kind), in: direct)
            : describer.describe(incoming(kind.rawValue, "", attachment: kind), in: group)
        } + [
          BubbleDescriber().describe(
            outgoing("captioned", "Look at this view!", .delivered, attachment: .photo), in: direct),
          BubbleDescriber().describe(outgoing("empty", "", .sent), in: direct),
        ])
    ],
    colorScheme: .followSystem)
}

extension GoldenCase {
  /// Who read a group message, in every language: read times given out of order (and one
  /// reader without a time), the viewer and a stranger in `readBy` (never listed), the
  /// label naming two readers and the rest as a count, two readers named alone, everyone,
  /// and the count when names are not asked for.
  static let readers = GoldenCase(
    name: "readers",
    sections: Language.allCases.map { language in
      let options = BubbleDescription.Options(
        style: .receiptBadge, locale: language.code, namedReaders: 2)
      let named = BubbleDescriber(options: options)
      let everyone: Set<UserID> = ["alice", "bob", "carol", "dave", "erin"]
      var three = outgoing(
        "three", "Dinner at eight", .read, readBy: ["bob", "me", "stranger"],
        deliveredTo: everyone)
      three.readTimes = [
        "carol": date.addingTimeInterval(8 * 60), "alice": date.addingTimeInterval(3 * 60),
      ]
      three.readBy.formUnion(["alice", "carol"])
      var two = outgoing("two", "On my way", .read, deliveredTo: everyone)
      two.readTimes = ["dave": date.addingTimeInterval(60), "erin": date.addingTimeInterval(120)]
      two.readBy = ["dave", "erin"]
      return BubbleSection(
        title: language.code,
        bubbles: [
          named.describe(three, in: group),
          named.describe(two, in: group),
          named.describe(
            outgoing("all", "Thanks, everyone!", .read, readBy: everyone, deliveredTo: everyone),
            in: group),
          BubbleDescriber(options: .init(style: .receiptBadge, locale: language.code)).describe(
            three, in: group),
        ])
    },
    colorScheme: .followSystem)

  /// A representative set of bubbles in one language: every state, a group badge, an
  /// incoming group message, the text style with its read time, an attachment, an edited
  /// message each way and an edit in each state of its sync (``EditSync``), a group message partly read, failed for one and failed for three,
  /// one with its message info, a send paused for each reason, a voice message played, and
  /// two attachments uploading (one at 40%, one whose fraction is unknown).
  ///
  /// A forced `hourCycle` is named in the case: `locale-en-h23`.
  static func localized(_ locale: String, hourCycle: HourCycle = .automatic) -> GoldenCase {
    let options = BubbleDescription.Options(locale: locale, hourCycle: hourCycle, timeZone: .gmt)
    let ticks = BubbleDescriber(options: options)
    var badgeOptions = options
    badgeOptions.style = .receiptBadge
    var textOptions = options
    textOptions.style = .text
    let everyone: Set<UserID> = ["alice", "bob", "carol", "dave", "erin"]
    var readWithTime = outgoing("text-read", "See you at noon", .read, readBy: ["alice"])
    readWithTime.readAt = date.addingTimeInterval(3 * 3600 + 5 * 60)  // 13:47
    return GoldenCase(
      name: "locale-\(locale)" + (hourCycle == .automatic ? "" : "-\(hourCycle.rawValue)"),
      sections: [
        BubbleSection(
          title: "1:1",
          bubbles: DeliveryState.allCases.map { state in
            ticks.describe(
              outgoing("\(state)", "Hello world", state, readBy: state == .read ? ["alice"] : []),
              in: direct)
          } + [
            BubbleDescriber(options: textOptions).describe(readWithTime, in: direct),
            ticks.describe(outgoing("voice", "", .delivered, attachment: .voice), in: direct),
          ]),
        BubbleSection(
          title: "Group",
          bubbles: [
            BubbleDescriber(options: badgeOptions).describe(
              outgoing(
                "badge-1", "Hello world", .delivered, readBy: ["alice"], deliveredTo: everyone),
              in: group),
            BubbleDescriber(options: badgeOptions).describe(
              outgoing(
                "badge-3", "Hello world", .delivered, readBy: ["alice", "bob", "carol"],
                deliveredTo: everyone),
              in: group),
            ticks.describe(incoming("incoming", "Hello everyone"), in: group),
            ticks.describe(
              incoming("incoming-photo", "", from: "bob", attachment: .photo), in: group),
          ]),
        BubbleSection(
          title: "Edited",
          bubbles: [
            ticks.describe(edited(outgoing("edited", "See you at 7", .read)), in: direct),
            ticks.describe(edited(incoming("incoming-edited", "Running late")), in: group),
          ]
            // An edit the server does not have yet, in each of its states, beside read.
            + EditSync.allCases.map { sync in
              var message = edited(outgoing("edit-\(sync)", "See you at 7", .read))
              message.editSync = sync
              return ticks.describe(message, in: direct)
            }),
        BubbleSection(
          title: "Partly read, partly failed",
          bubbles: [
            ticks.describe(
              outgoing(
                "partly-read", "Hello world", .sent, readBy: ["alice", "bob", "carol"],
                deliveredTo: everyone), in: group),
            ticks.describe(
              failed(
                outgoing("failed-for-one", "Hello world", .sent, readBy: ["alice"]), for: ["bob"]),
              in: group),
            ticks.describe(
              failed(
                outgoing("failed-for-three", "Hello world", .sent, deliveredTo: ["alice"]),
                for: ["bob", "dave", "erin"]), in: group),
          ]),
        BubbleSection(
          title: "Message info",
          bubbles: [messageInfo(options)]),
        BubbleSection(
          title: "Paused",
          bubbles: PauseReason.allCases.map { reason in
            var message = outgoing("paused-\(reason)", "Hello world", .sending)
            message.pause = reason
            return ticks.describe(message, in: direct)
          }),
        BubbleSection(
          title: "Played",
          bubbles: {
            var message = outgoing("played-voice", "", .read)
            message.attachment = .voice
            message.record(.played, for: "alice")
            return [ticks.describe(message, in: direct)]
          }()),
        BubbleSection(
          title: "Uploading",
          bubbles: [(AttachmentKind.photo, 0.4), (.voice, nil)].map { kind, fraction in
            var message = outgoing("upload-\(kind)", "", .sending)
            message.attachment = kind
            message.upload = UploadProgress(fraction: fraction)
            return ticks.describe(message, in: direct)
          }),
      ],
      colorScheme: .followSystem)
  }

  /// A group message as a message-info screen describes it: read by one, delivered to two
  /// more (one at a known time), failed for one, not yet at the last.
  private static func messageInfo(_ options: BubbleDescription.Options) -> BubbleDescription {
    var info = options
    info.messageInfo = true
    var message = outgoing("info", "Hello world", .sent, deliveredTo: ["carol"])
    message.record(.read, for: "alice", at: date.addingTimeInterval(5 * 60))
    message.record(.delivered, for: "bob", at: date.addingTimeInterval(60))
    message.record(.failed, for: "dave")
    return BubbleDescriber(options: info).describe(message, in: group)
  }

  /// `message` with its copy failed for each of `recipients`.
  private static func failed(_ message: Message, for recipients: [UserID]) -> Message {
    var message = message
    for recipient in recipients { message.record(.failed, for: recipient) }
    return message
  }
}
