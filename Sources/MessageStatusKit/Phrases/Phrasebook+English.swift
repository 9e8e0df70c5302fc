extension Phrasebook {
  /// English: the reference language, matching the tables of the Accessibility labels and languages and Status styles articles word for word.
  public static let english = Phrasebook(
    language: "en",
    pluralRule: .english,
    separator: ", ",
    clock: .twelveHour(am: "AM", pm: "PM"),
    labelStatus: PerState(
      sending: "sending", sent: "sent", delivered: "delivered", read: "read",
      failed: "failed to send, tap to retry"),
    labelReadBy: PluralPhrase(other: "read by {count} of {total}"),
    labelReceived: "received",
    labelSenderPrefixed: "{name}: {text}",
    emptyMessage: "Empty message",
    iconLabel: PerState(
      sending: "Sending", sent: "Sent", delivered: "Delivered", read: "Read",
      failed: "Failed to send. Tap to retry."),
    iconReadBy: PluralPhrase(other: "Read by {count} of {total}"),
    statusText: PerState(
      sending: "Sending…", sent: "Sent", delivered: "Delivered", read: "Read",
      failed: "Failed to send"),
    statusTextReadAt: "Read {time}",
    badgeOverflow: "99+",
    retryAction: "Retry",
    deleteAction: "Delete",
    failedHint: "Retry or delete this message.",
    labelFailedPermanently: "failed to send",
    iconFailedPermanently: "Failed to send.",
    permanentFailureHint: "This message cannot be sent. You can delete it.",
    announceFailed: "Message failed to send",
    announceNewMessage: "New message: {text}",
    announceNewMessageFrom: "New message from {name}: {text}",
    attachments: AttachmentNames(
      photo: "Photo", video: "Video", file: "File", voice: "Voice message",
      location: "Location", sticker: "Sticker", contact: "Contact"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(
        [.one: "{count} character remaining"], other: "{count} characters remaining"),
      charactersOver: PluralPhrase(
        [.one: "{count} character over the limit"], other: "{count} characters over the limit"),
      counterLabel: "Character count", send: "Send",
      fieldLabel: "Message", fieldHint: "Type a message to send.",
      emptyError: "Message cannot be empty",
      tooLongError: PluralPhrase(
        [.one: "Message is too long by {count} character"],
        other: "Message is too long by {count} characters"),
      invalidEncodingError: "Message contains text that cannot be read",
      sendDisabledEmpty: "Type a message first",
      sendDisabledTooLong: PluralPhrase(
        [.one: "Remove {count} character to send"], other: "Remove {count} characters to send")),
    thread: ThreadPhrases(
      today: "Today", yesterday: "Yesterday",
      dateFormat: DateFormat(
        order: .monthDayYear, separator: "/", padded: false, twoDigitYear: true),
      newMessages: PluralPhrase([.one: "{count} new message"], other: "{count} new messages"))
  )
}
