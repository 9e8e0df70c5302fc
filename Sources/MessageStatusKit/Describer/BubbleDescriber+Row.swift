public import Foundation

extension BubbleDescriber {
  /// Describes a conversation's row in a list of conversations, from its latest message.
  ///
  /// The row shows what the message's bubble would (its status indicator, its attachment's
  /// symbol) and speaks once: "Design team, You: See you at 7, read, 10:42 AM". Nothing is
  /// announced: a row is not a new message.
  ///
  /// - Parameters:
  ///   - latest: The conversation's latest message (the last of its thread).
  ///   - conversation: Who takes part and who is looking; its marks count as receipts.
  ///   - title: The conversation's name; `nil` names it by its members: the other person
  ///     in a one-to-one chat, up to three members and how many more in a group.
  ///   - now: The viewer's current time, for "Yesterday" and weekdays; `nil` writes every
  ///     day but today's as a date, and today's as a date too.
  public func describeRow(
    _ latest: Message, in conversation: Conversation, title: String? = nil, now: Date? = nil
  ) -> ConversationRow {
    let marked = conversation.hasMarks ? conversation.applyingMarks(to: latest) : latest
    let bubble = describeStill(marked, in: conversation)
    let zone = options.timeZone
    let day = CivilDay(marked.serverTimestamp ?? marked.createdAt, in: zone)
    let today = now.flatMap { CivilDay($0, in: zone) }
    let time =
      day.map { day in
        day == today
          ? bubble.timestamp
          : phrases.thread.title(of: day, today: today, numbering: phrases.numbering)
      } ?? bubble.timestamp

    let content = spokenContent(text: Self.oneLine(bubble.text), attachment: bubble.attachment)
    let preview: String
    switch bubble.role {
    case .outgoing: preview = phrases.previewOwn.filled(text: content)
    case .incoming:
      preview =
        bubble.senderName.map {
          phrases.labelSenderPrefixed.filled(text: content, name: isolated($0))
        } ?? content
    }
    let name = title.map(isolated) ?? defaultTitle(of: conversation, isolating: true)
    var parts = [name, preview]
    if let status = bubble.status {
      let spoken = bubble.accessibility.stateDescription
      // A row opens its conversation: the bubble's "tap to retry" is not the row's to say.
      parts.append(
        status.state == .failed && spoken == phrases.labelStatus[.failed]
          ? phrases.labelFailedPermanently : spoken)
    }
    parts.append(time)
    return ConversationRow(
      title: title ?? defaultTitle(of: conversation, isolating: false), preview: preview,
      time: time,
      date: day?.isoString ?? "",
      accessibilityLabel: parts.filter { !$0.isEmpty }.joined(separator: phrases.separator),
      latest: bubble)
  }

  /// A conversation's name from its members: the other person's, or up to three members'
  /// by name and how many more; each name isolated when `isolating` (for a label).
  private func defaultTitle(of conversation: Conversation, isolating: Bool) -> String {
    var others = conversation.participants.filter { $0 != conversation.viewer }
    // Notes to self: the viewer's own name.
    if others.isEmpty { others = [conversation.viewer] }
    let named = others.map { (name: conversation.shownName(of: $0), id: $0) }
      .sorted { ReaderRanks.precedes($0.name, $0.id, $1.name, $1.id) }
      .map { isolating ? isolated($0.name) : $0.name }
    guard named.count > 3 else { return phrases.readers.list.joined(named) }
    let rest = phrases.readers.others.filled(count: named.count - 2, in: phrases)
    return phrases.readers.listed(Array(named.prefix(2)), others: rest)
  }

  /// `text` on one line, as a preview shows it: a line break, or a run of them, is a space
  /// ("Happy new year! See you soon"), or nothing between two Chinese or Japanese
  /// characters, which no space separates ("新年快樂！改天見"), as CSS joins the lines of
  /// a paragraph.
  private static func oneLine(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var line = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard breaksLine(scalar) else {
        line.append(scalar)
        index += 1
        continue
      }
      // A run of breaks ("\r\n", a blank line) is one.
      var next = index + 1
      while next < scalars.count, breaksLine(scalars[next]) { next += 1 }
      let before = line.last
      let after = next < scalars.count ? scalars[next] : nil
      if !(before.map(isSpacelessWide) == true && after.map(isSpacelessWide) == true) {
        line.append(" ")
      }
      index = next
    }
    return String(line)
  }

  /// Whether `scalar` is a wide character of a script that writes no spaces between words:
  /// Han, kana, Bopomofo and their full-width punctuation (CSS Text's segment break rule;
  /// Hangul, which spaces its words, is not).
  private static func isSpacelessWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
      0x20000...0x3FFFF:
      true
    default: false
    }
  }

  /// Whether `scalar` ends a line: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
  private static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}
