import Foundation

/// Orders, de-duplicates and groups a thread, and describes it.
///
/// ```swift
/// let arranger = ThreadArranger(options: .init(locale: "en", timeZone: tokyo),
///                               thread: .init(now: now))
/// let thread = arranger.describe(reports, in: chat)
/// thread.items.first  // .daySeparator(DaySeparator(date: "2025-10-20", title: "Yesterday"))
/// ```
///
/// Every step is O(n log n) or better in the number of reports.
public struct ThreadArranger: Sendable {
  /// Style, language and time zone of the bubbles and day headings.
  package let describer: BubbleDescriber
  /// Ordering, runs and "now".
  package let thread: ThreadOptions

  /// Prepares an arranger.
  public init(options: BubbleDescription.Options = .init(), thread: ThreadOptions = .init()) {
    describer = BubbleDescriber(options: options)
    self.thread = thread
  }

  /// Creates an arranger that describes with `describer`: one made with an app's own
  /// phrasebook (``BubbleDescriber/init(options:phrasebook:)``) gives day headings and
  /// arrival announcements in its words too.
  ///
  /// - Parameters:
  ///   - describer: Describes each bubble, and gives the thread's words.
  ///   - thread: Ordering, runs and "now".
  public init(describer: BubbleDescriber, thread: ThreadOptions = .init()) {
    self.describer = describer
    self.thread = thread
  }

  /// De-duplicates `reports` by id (merging each later report into the first with
  /// ``Message/merging(_:)``, so nothing regresses), orders them and groups them.
  ///
  /// - Parameter reports: Messages in arrival order; the same id may appear many times.
  package func arrange(_ reports: some Sequence<Message>) -> ThreadLayout {
    var unique: [Message] = []
    var indexOfID: [MessageID: Int] = [:]
    for report in reports {
      if let index = indexOfID[report.id] {
        // In place: the receipt sets grow without being copied (linear in receipts).
        unique[index].merge(report)
      } else {
        indexOfID[report.id] = unique.count
        unique.append(report)
      }
    }
    let ordered = unique.sorted(by: precedes)
    let timeZone = describer.options.timeZone
    let days = ordered.map { CivilDay(displayTime($0), in: timeZone) }

    let today = thread.now.flatMap { CivilDay($0, in: timeZone) }
    var items: [ThreadLayout.Item] = []
    items.reserveCapacity(ordered.count + 1)
    for index in ordered.indices {
      if index == 0 || days[index] != days[index - 1] {
        items.append(.daySeparator(separator(for: days[index], today: today)))
      }
      let joinsPrevious =
        index > 0 && continuesRun(ordered[index - 1], ordered[index])
        && days[index] == days[index - 1]
      let joinsNext =
        index + 1 < ordered.count && continuesRun(ordered[index], ordered[index + 1])
        && days[index] == days[index + 1]
      let position: RunPosition
      switch (joinsPrevious, joinsNext) {
      case (false, false): position = .alone
      case (false, true): position = .first
      case (true, true): position = .middle
      case (true, false): position = .last
      }
      items.append(.message(ordered[index], runPosition: position))
    }
    return ThreadLayout(items: items)
  }

  /// Arranges `reports` and describes every message: run positions set, and a group
  /// sender's name shown only above the first bubble of a run (the spoken label keeps it).
  ///
  /// The conversation's marks apply to every message they reach; a mark by message id
  /// reaches the message it names and every message before it in the thread, and one
  /// naming a message outside the thread reaches none.
  ///
  /// A thread is history, so its bubbles carry no transition; announce a batch of new
  /// arrivals with ``arrivalAnnouncements(for:in:)`` instead, so VoiceOver is not flooded.
  public func describe(_ reports: some Sequence<Message>, in conversation: Conversation)
    -> ThreadDescription
  {
    let layout = arrange(reports)
    // A mark by message id reaches every message at or before the one it names, in the
    // thread's order: each named message's place, found once.
    var markedPlace: [MessageID: Int] = [:]
    let idMarks = [conversation.readMarks, conversation.deliveryMarks].contains {
      $0.values.contains { $0.contains(where: \.isMessage) }
    }
    if idMarks {
      for (place, item) in layout.items.enumerated() {
        if case .message(let message, _) = item { markedPlace[message.id] = place }
      }
    }
    var items = layout.items.enumerated().map { place, item -> ThreadItem in
      switch item {
      case .daySeparator(let separator):
        return .daySeparator(separator)
      case .message(let message, let position):
        let marked =
          conversation.hasMarks
          ? conversation.applyingMarks(
            to: message, precedesMarked: { markedPlace[$0].map { place <= $0 } })
          : message
        var bubble = describer.describeMarked(marked, in: conversation)
        bubble.runPosition = position
        bubble.transition = .none
        if position == .middle || position == .last { bubble.senderName = nil }
        return .bubble(bubble)
      }
    }
    place(&items)
    return ThreadDescription(items: items)
  }

  /// Leaves silent the status of each outgoing bubble that the bubble shown for its group
  /// speaks for (``ThreadOptions/StatusPlacement``): one pass from the end.
  private func place(_ items: inout [ThreadItem]) {
    guard thread.statusPlacement != .everyBubble else { return }
    var shown: DeliveryState?
    for index in items.indices.reversed() {
      guard case .bubble(var bubble) = items[index], bubble.role == .outgoing,
        let state = bubble.status?.state
      else {
        // Another sender's bubble ends a run of outgoing ones.
        if thread.statusPlacement == .lastInRun { shown = nil }
        continue
      }
      let startsGroup =
        thread.statusPlacement == .lastInRun
        ? bubble.runPosition == .last || bubble.runPosition == .alone : shown == nil
      guard !startsGroup, let groupState = shown else {
        shown = state
        continue
      }
      let settled: (DeliveryState) -> Bool = { $0.progress > 0 }
      guard settled(state), settled(groupState), state.progress >= groupState.progress else {
        continue
      }
      bubble.status = nil
      bubble.readers = []
      bubble.accessibility.stateDescription = ""
      items[index] = .bubble(bubble)
    }
  }

  /// What assistive technologies announce for a batch of newly arrived messages.
  ///
  /// One announcement per incoming message up to three, else one summary
  /// ("5 new messages"), so VoiceOver is not flooded. Outgoing messages are not announced.
  /// Repeated reports of one id (a retry, an echo) are one message: merged with the core's
  /// rules and announced once, where it first arrived.
  public func arrivalAnnouncements(
    for arrived: some Sequence<Message>, in conversation: Conversation
  ) -> [String] {
    var incoming: [Message] = []
    var position: [MessageID: Int] = [:]
    for message in arrived where message.sender != conversation.viewer {
      if let index = position[message.id] {
        incoming[index].merge(message)
      } else {
        position[message.id] = incoming.count
        incoming.append(message)
      }
    }
    guard incoming.count > 3 else {
      return incoming.compactMap {
        describer.describe($0, in: conversation).transition.announcement?.text
      }
    }
    let phrases = describer.phrases
    return [phrases.thread.newMessages.filled(count: incoming.count, in: phrases)]
  }
}

extension ThreadArranger {
  /// The time a message is shown and grouped by: the server's, else the local one.
  private func displayTime(_ message: Message) -> Date {
    message.serverTimestamp ?? message.createdAt
  }

  /// A strict total order (NaN-safe): see ``ThreadOptions/Order``.
  private func precedes(_ a: Message, _ b: Message) -> Bool {
    switch thread.order {
    case .serverTime:
      switch (a.serverTimestamp, b.serverTimestamp) {
      case (let x?, let y?):
        if Self.key(x) != Self.key(y) { return Self.key(x) < Self.key(y) }
        let sa = a.sequenceNumber ?? .max
        let sb = b.sequenceNumber ?? .max
        if sa != sb { return sa < sb }
        return MessageID.precedes(a.id, b.id)
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil):
        if Self.key(a.createdAt) != Self.key(b.createdAt) {
          return Self.key(a.createdAt) < Self.key(b.createdAt)
        }
        return MessageID.precedes(a.id, b.id)
      }
    case .localTime:
      if Self.key(a.createdAt) != Self.key(b.createdAt) {
        return Self.key(a.createdAt) < Self.key(b.createdAt)
      }
      let ta = a.serverTimestamp.map(Self.key) ?? .infinity
      let tb = b.serverTimestamp.map(Self.key) ?? .infinity
      if ta != tb { return ta < tb }
      return MessageID.precedes(a.id, b.id)
    }
  }

  /// Seconds since 1970, with NaN ordered first so that sorting stays a strict order.
  private static func key(_ date: Date) -> Double {
    let seconds = date.timeIntervalSince1970
    return seconds.isNaN ? -.infinity : seconds
  }

  private func continuesRun(_ previous: Message, _ next: Message) -> Bool {
    guard previous.sender == next.sender else { return false }
    let gap = Self.key(displayTime(next)) - Self.key(displayTime(previous))
    return gap.isFinite && gap >= 0 && gap <= thread.runInterval
  }

  /// The heading of `day`: ``ThreadPhrases/title(of:today:numbering:)``.
  private func separator(for day: CivilDay?, today: CivilDay?) -> DaySeparator {
    let phrases = describer.phrases
    guard let day else { return DaySeparator(date: "", title: "--") }
    return DaySeparator(
      date: day.isoString,
      title: phrases.thread.title(of: day, today: today, numbering: phrases.numbering))
  }
}
