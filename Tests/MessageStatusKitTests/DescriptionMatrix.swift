import MessageStatusKit

/// Every combination the documentation's articles name: role × state × style × chat (1:1, group with none,
/// some or all read) × appearance × the accessibility settings.
struct DescriptionMatrix {
  var id: String
  var message: Message
  var conversation: Conversation
  var options: BubbleDescription.Options
  var bubble: BubbleDescription

  enum Chat: String, CaseIterable {
    case direct, groupNoneRead, groupSomeRead, groupAllRead
  }

  static let all: [DescriptionMatrix] = {
    var rows: [DescriptionMatrix] = []
    for role in Role.allCases {
      for state in DeliveryState.allCases {
        for style in StatusStyle.allCases {
          for chat in Chat.allCases {
            for variant in PaletteVariant.allCases {
              for settings in 0..<8 {
                let options = BubbleDescription.Options(
                  style: style, appearance: variant.appearance,
                  increasedContrast: variant.isIncreasedContrast,
                  differentiateWithoutColor: settings & 1 != 0, reduceMotion: settings & 2 != 0,
                  readReceipts: settings & 4 != 0 ? .hidden : .shown)
                let (message, conversation) = input(role: role, state: state, chat: chat)
                rows.append(
                  DescriptionMatrix(
                    id: "\(role)-\(state)-\(style)-\(chat)-\(variant)-settings\(settings)",
                    message: message, conversation: conversation, options: options,
                    bubble: BubbleDescriber(options: options).describe(message, in: conversation)))
              }
            }
          }
        }
      }
    }
    return rows
  }()

  static func input(role: Role, state: DeliveryState, chat: Chat) -> (Message, Conversation) {
    var message =
      role == .outgoing ? Fixtures.outgoing(state) : Fixtures.incoming(from: "alice")
    message.state = state
    switch chat {
    case .direct:
      if state == .read { message.readBy = ["alice"] }
      return (message, Fixtures.direct)
    case .groupNoneRead, .groupSomeRead, .groupAllRead:
      let receipts: Fixtures.GroupReceipts =
        chat == .groupNoneRead ? .noneRead : chat == .groupSomeRead ? .someRead : .allRead
      if role == .outgoing {
        (message.deliveredTo, message.readBy) = receipts.receipts(for: state)
      }
      return (message, Fixtures.group)
    }
  }
}
